import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { scheduleRows, scheduleSheet, type ScheduleSheetColumn } from './schedule-rows';

const id = (n: number) => n.toString(16).padStart(24, '0');
const DAY = 480;

function activity(n: number, name: string, parent: number | null, order: number, fields: Partial<PlanActivity> = {}): PlanActivity {
  return { ...planActivityDefaults(), id: id(n), correlativeId: n * 10, name, kind: 'task', parentId: parent === null ? null : id(parent), order, duration: 2 * DAY, start: '2027-03-01T08:00', finish: '2027-03-02T17:00', ...fields };
}
const link = (n: number, from: number, to: number, type: PlanLink['type'], lag: number): PlanLink => ({ id: id(100 + n), predecessorId: id(from), successorId: id(to), type, lag });

const activities = [
  activity(3, 'Structure', null, 1, { kind: 'summary' }),
  activity(1, 'Site works', null, 0, { kind: 'summary' }),
  activity(2, 'Excavate', 1, 0, { progress: 40, calendarId: 'six-day' }),
  activity(4, 'Footings', 3, 0, { duration: 3.5 * DAY }),
  activity(5, 'Slab', 3, 1),
  activity(6, 'Slab poured', 3, 2, { kind: 'milestone', duration: 0, start: '2027-03-05T17:00', finish: '2027-03-05T17:00' }),
];
const links = [link(1, 2, 4, 'FS', 2 * DAY), link(2, 4, 5, 'SS', 0), link(3, 2, 5, 'FF', -DAY), link(4, 5, 6, 'FS', 0)];
const calendars = [
  { id: 'standard', name: 'Standard 5-day', isDefault: true },
  { id: 'six-day', name: 'Six-day week', isDefault: false },
];

test('rows follow the outline with WBS numbers and outline levels, whatever order the plan holds them in', () => {
  const rows = scheduleRows({ activities, links, minutesPerDay: DAY, calendars, baseline: null, scheduled: null });
  assert.deepEqual(
    rows.map((row) => `${row.wbs} L${row.outlineLevel} ${row.id} ${row.name}`),
    ['1 L1 10 Site works', '1.1 L2 20 Excavate', '2 L1 30 Structure', '2.1 L2 40 Footings', '2.2 L2 50 Slab', '2.3 L2 60 Slab poured'],
  );
});

test('predecessors read as ID, type and lag in working days; durations in days; calendars by name, the default when none is set', () => {
  const rows = scheduleRows({ activities, links, minutesPerDay: DAY, calendars, baseline: null, scheduled: null });
  const byName = new Map(rows.map((row) => [row.name, row]));
  assert.equal(byName.get('Footings')!.predecessors, '20FS+2d');
  assert.equal(byName.get('Slab')!.predecessors, '20FF-1d, 40SS');
  assert.equal(byName.get('Slab poured')!.predecessors, '50FS');
  assert.equal(byName.get('Excavate')!.predecessors, '');
  assert.equal(byName.get('Footings')!.duration, 3.5);
  assert.equal(byName.get('Slab poured')!.duration, 0);
  assert.equal(byName.get('Excavate')!.calendar, 'Six-day week');
  assert.equal(byName.get('Footings')!.calendar, 'Standard 5-day');
  assert.equal(byName.get('Excavate')!.progress, 40);
});

test('baseline dates, the critical flag and total float come from the baseline and the engine when there are any', () => {
  const bare = scheduleRows({ activities, links, minutesPerDay: DAY, calendars, baseline: null, scheduled: null });
  assert.ok(bare.every((row) => row.baselineStart === null && row.critical === null && row.totalFloat === null));
  const rows = scheduleRows({
    activities,
    links,
    minutesPerDay: DAY,
    calendars,
    baseline: [{ activityId: id(4), start: '2027-02-22T08:00', finish: '2027-02-25T12:00', duration: 3.5 * DAY }],
    scheduled: [
      { id: id(4), critical: true, totalFloat: 0 },
      { id: id(5), critical: false, totalFloat: 3 * DAY + 240 },
    ],
  });
  const byName = new Map(rows.map((row) => [row.name, row]));
  assert.equal(byName.get('Footings')!.baselineStart, '2027-02-22T08:00');
  assert.equal(byName.get('Footings')!.baselineFinish, '2027-02-25T12:00');
  assert.equal(byName.get('Slab')!.baselineStart, null);
  assert.equal(byName.get('Footings')!.critical, true);
  assert.equal(byName.get('Slab')!.totalFloat, 3.5);
  assert.equal(byName.get('Excavate')!.critical, null);
});

const headers = Object.fromEntries(
  (['outlineLevel', 'wbs', 'id', 'name', 'duration', 'start', 'finish', 'baselineStart', 'baselineFinish', 'progress', 'cost', 'hhWorkTime', 'predecessors', 'calendar', 'critical', 'totalFloat', 'yes', 'no'] as const).map((key) => [key, `H:${key}`]),
) as Record<ScheduleSheetColumn | 'yes' | 'no', string>;

test('the sheet has a header line, dates as spreadsheet dates, and baseline columns only with a baseline', () => {
  const rows = scheduleRows({ activities, links, minutesPerDay: DAY, calendars, baseline: null, scheduled: [{ id: id(4), critical: true, totalFloat: 0 }] });
  const withoutBaseline = scheduleSheet(rows, headers, false);
  assert.equal(withoutBaseline.lines.length, activities.length + 1);
  assert.ok(!withoutBaseline.columns.includes('baselineStart'));
  assert.deepEqual(withoutBaseline.lines[0]!.slice(0, 4), ['H:outlineLevel', 'H:wbs', 'H:id', 'H:name']);
  const footings = withoutBaseline.lines.find((line) => line[3] === 'Footings')!;
  const column = (key: ScheduleSheetColumn) => footings[withoutBaseline.columns.indexOf(key)];
  assert.equal((column('start') as Date).toISOString(), '2027-03-01T08:00:00.000Z');
  assert.equal(column('critical'), 'H:yes');
  assert.equal(column('predecessors'), '20FS+2d');
  assert.equal(scheduleSheet(rows, headers, true).columns.filter((c) => c.startsWith('baseline')).length, 2);
});

test('a name that starts like a formula is written as text', () => {
  const rows = scheduleRows({ activities: [activity(1, '=HYPERLINK("x")', null, 0)], links: [], minutesPerDay: DAY, calendars, baseline: null, scheduled: null });
  assert.equal(scheduleSheet(rows, headers, false).lines[1]![3], `'=HYPERLINK("x")`);
});
