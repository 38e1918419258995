import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutGanttPrint, PAPER_SIZE_PX, rowsPerPage, type PrintLayoutOptions } from './gantt-print-layout';

const options: PrintLayoutOptions = { from: null, to: null, zoom: 'week', pagesWide: 1, paper: 'A4', legend: true, columnsWidth: 300 };
const row = (n: number, start: string, finish: string) => ({ id: String(n), start, finish });

function rows(count: number) {
  return Array.from({ length: count }, (_, n) => row(n, '2027-03-01T08:00', '2027-03-12T17:00'));
}

test('the schedule fitted to N pages wide spans exactly N page widths, columns on the first page of each band only', () => {
  for (const pagesWide of [1, 2, 4]) {
    const result = layoutGanttPrint(rows(10), { ...options, pagesWide });
    assert.ok(result.ok);
    const { layout } = result;
    assert.equal(layout.pages.length, pagesWide);
    assert.equal(layout.timelineWidth + 300, pagesWide * PAPER_SIZE_PX.A4.width);
    const range = (Date.parse(layout.rangeEnd) - Date.parse(layout.rangeStart)) / 86_400_000;
    assert.ok(Math.abs(layout.pxPerDay * range - layout.timelineWidth) < 1e-6);
    // Slices tile the timeline with no gap or overlap.
    assert.equal(layout.pages[0]!.timelineFrom, 0);
    for (let i = 1; i < layout.pages.length; i += 1) assert.equal(layout.pages[i]!.timelineFrom, layout.pages[i - 1]!.timelineTo);
    assert.equal(layout.pages.at(-1)!.timelineTo, layout.timelineWidth);
    assert.deepEqual(layout.pages.map((p) => p.showsColumns), layout.pages.map((_, i) => i === 0));
  }
});

test('rows flow down onto bands of pages, each band printed left to right', () => {
  const perPage = rowsPerPage('A4', true);
  const result = layoutGanttPrint(rows(perPage * 2 + 1), { ...options, pagesWide: 2 });
  assert.ok(result.ok);
  assert.deepEqual(
    result.layout.pages.map((p) => `${p.number}:${p.band}/${p.slice} ${p.firstRow}-${p.lastRow}`),
    [`1:0/0 0-${perPage}`, `2:0/1 0-${perPage}`, `3:1/0 ${perPage}-${perPage * 2}`, `4:1/1 ${perPage}-${perPage * 2}`, `5:2/0 ${perPage * 2}-${perPage * 2 + 1}`, `6:2/1 ${perPage * 2}-${perPage * 2 + 1}`],
  );
  assert.ok(rowsPerPage('A3', true) > perPage, 'A3 holds more rows');
  assert.ok(rowsPerPage('A4', false) >= perPage, 'no legend leaves room for rows');
});

test('the range runs from the first start to the last finish, widened to whole weeks or months', () => {
  const schedule = [row(1, '2027-03-03T08:00', '2027-03-04T17:00'), row(2, '2027-03-10T08:00', '2027-04-02T12:00')];
  const weeks = layoutGanttPrint(schedule, options);
  assert.ok(weeks.ok);
  assert.equal(weeks.layout.rangeStart, '2027-03-01', 'a Monday');
  assert.equal(weeks.layout.rangeEnd, '2027-04-05', 'the Monday after the last finish');
  assert.deepEqual(weeks.layout.ticks.map((t) => t.date), ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29']);
  const months = layoutGanttPrint(schedule, { ...options, zoom: 'month' });
  assert.ok(months.ok);
  assert.deepEqual([months.layout.rangeStart, months.layout.rangeEnd], ['2027-03-01', '2027-05-01']);
  const days = layoutGanttPrint(schedule, { ...options, zoom: 'day' });
  assert.ok(days.ok);
  assert.deepEqual([days.layout.rangeStart, days.layout.rangeEnd, days.layout.ticks.length], ['2027-03-03', '2027-04-03', 31]);
});

test('the timescale has an upper tier: months over days and weeks, years over months, from the range start', () => {
  const schedule = [row(1, '2027-03-03T08:00', '2027-03-04T17:00'), row(2, '2027-03-10T08:00', '2027-04-02T12:00')];
  const days = layoutGanttPrint(schedule, { ...options, zoom: 'day' });
  assert.ok(days.ok);
  assert.deepEqual(days.layout.majorTicks.map((t) => t.date), ['2027-03-03', '2027-04-01']);
  assert.equal(days.layout.majorTicks[1]!.x, days.layout.ticks.find((t) => t.date === '2027-04-01')!.x, 'a month starts on its day');
  const weeks = layoutGanttPrint(schedule, options);
  assert.ok(weeks.ok);
  // 1 April falls inside the week of 29 March: the month line sits between that week's ticks.
  assert.deepEqual(weeks.layout.majorTicks.map((t) => t.date), ['2027-03-01', '2027-04-01']);
  assert.ok(weeks.layout.majorTicks[1]!.x > weeks.layout.ticks[4]!.x);
  const years = layoutGanttPrint([row(1, '2026-11-03T08:00', '2027-02-04T17:00')], { ...options, zoom: 'month' });
  assert.ok(years.ok);
  assert.deepEqual(years.layout.majorTicks.map((t) => t.date), ['2026-11-01', '2027-01-01']);
});

test('a date range drops the activities outside it and cuts the bars that cross its edges', () => {
  const schedule = [row(1, '2027-03-01T08:00', '2027-03-05T17:00'), row(2, '2027-03-04T08:00', '2027-03-20T17:00'), row(3, '2027-03-10T08:00', '2027-03-11T17:00'), row(4, '2027-04-01T08:00', '2027-04-02T17:00')];
  const result = layoutGanttPrint(schedule, { ...options, zoom: 'day', from: '2027-03-08', to: '2027-03-14' });
  assert.ok(result.ok);
  const { layout } = result;
  assert.deepEqual(layout.bars.map((b) => b.row.id), ['2', '3']);
  const [crossing, inside] = layout.bars;
  assert.equal(crossing!.x0, 0);
  assert.equal(crossing!.x1, layout.timelineWidth);
  assert.deepEqual([crossing!.cutStart, crossing!.cutEnd], [true, true]);
  assert.deepEqual([inside!.cutStart, inside!.cutEnd], [false, false]);
  assert.ok(Math.abs(inside!.x0 - (2 + 8 / 24) * layout.pxPerDay) < 1e-6, 'starts at 08:00 on the third day');
});

test('an empty schedule, a range with nothing in it, a reversed range or columns wider than the page are refused with a reason', () => {
  assert.deepEqual(layoutGanttPrint([], options), { ok: false, reason: 'empty' });
  assert.deepEqual(layoutGanttPrint(rows(3), { ...options, from: '2030-01-01', to: '2030-01-31' }), { ok: false, reason: 'empty-range' });
  assert.deepEqual(layoutGanttPrint(rows(3), { ...options, from: '2027-03-10', to: '2027-03-01' }), { ok: false, reason: 'range-order' });
  assert.deepEqual(layoutGanttPrint(rows(3), { ...options, columnsWidth: 900 }), { ok: false, reason: 'columns-too-wide' });
});
