import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileCalendars } from '../calendar/calendar-compiler';
import { dayOf } from '../calendar/civil-date';
import { link, milestone, model, summary, t, task } from '../engine/test-models';
import type { ActivityBaseline, CalendarDef, ScheduleModel } from '../model';
import { readScheduleBytes } from '../readers';
import { exportedActivityIds, type ExportFormat } from './export-ids';
import { roundTrip } from './round-trip';
import { writeSchedule } from './write-schedule';

/** Monday to Saturday 07:00-15:00, with a holiday on Wednesday 2024-03-13. */
const sixDays: CalendarDef = {
  id: '2',
  name: 'Seis días – obra',
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ working: d >= 1, shifts: d >= 1 ? [{ from: 420, to: 900 }] : [] })),
  exceptions: [{ name: 'Fiesta', fromDate: '2024-03-13', toDate: '2024-03-13', working: false, shifts: [] }],
  hoursPerDay: 8,
  hoursPerWeek: 48,
};

/** Two WBS levels, all four link types with lags and a lead, a constraint, progress with actual dates. */
function sample(): ScheduleModel {
  const built = model(
    [
      summary('WBS-1', { name: '1 Obra gruesa', order: 0 }),
      summary('WBS-2', { name: '1.1 Cimentación & <losas>', parentId: 'WBS-1', order: 1 }),
      task('10', 3, { name: 'Excavación', parentId: 'WBS-2', order: 2, progress: { actualStart: t('2024-03-04T08:00'), actualFinish: t('2024-03-06T17:00'), percentComplete: 100, remainingDuration: 0 } }),
      task('20', 4, { name: 'Бетон "фундамент"', parentId: 'WBS-2', order: 3, calendarId: '2', progress: { actualStart: t('2024-03-07T07:00'), percentComplete: 40, remainingDuration: 1152 } }),
      task('30', 2, { name: 'Muros', parentId: 'WBS-1', order: 4, constraint: { type: 'snet', date: t('2024-03-18T08:00') } }),
      task('40', 5, { name: 'Cubierta', order: 5 }),
      milestone('50', { name: 'Fin de obra', order: 6 }),
    ],
    [link('10', '20', 'FS', 60), link('20', '30', 'SS', 480), link('30', '40', 'FF', -240), link('40', '50', 'SF', 120)],
    { statusDate: t('2024-03-08T17:00') },
    [sixDays],
  );
  built.name = 'Edificio Ñandú';
  const baselines: Record<string, ActivityBaseline[]> = {
    '10': [{ number: 0, start: t('2024-03-04T08:00'), finish: t('2024-03-06T17:00'), duration: 1440 }],
    '30': [
      { number: 0, start: t('2024-03-14T08:00'), finish: t('2024-03-15T17:00'), duration: 960 },
      { number: 3, start: t('2024-03-11T08:00'), finish: t('2024-03-13T12:00'), duration: 1200 },
    ],
    '50': [{ number: 0, start: t('2024-03-29T17:00'), finish: t('2024-03-29T17:00'), duration: 0 }],
  };
  for (const activity of built.activities) if (baselines[activity.id]) activity.baselines = baselines[activity.id];
  return built;
}

const FORMATS: ExportFormat[] = ['mspdi', 'xer', 'p6xml'];

function workingDays(calendars: CalendarDef[], id: string): string[] {
  const compiled = compileCalendars(calendars).get(id);
  assert.ok(compiled, `calendar ${id}`);
  const first = dayOf(t('2024-03-01T00:00'));
  return Array.from({ length: 42 }, (_, i) => compiled.dayIntervals(first + i).join(','));
}

for (const format of FORMATS) {
  describe(`writing ${format} and reading it back`, () => {
    const original = sample();
    const text = writeSchedule(original, format);
    const read = readScheduleBytes(new TextEncoder().encode(text), `plan.${format}`);
    const back = read.model;
    const ids = exportedActivityIds(original, format);
    const idOf = (id: string | undefined): string | undefined => (id === undefined ? undefined : ids.get(id));
    const byId = new Map(back.activities.map((a) => [a.id, a]));

    it('reads as the same format without warnings', () => {
      assert.equal(read.format, format);
      assert.deepEqual(read.warnings, []);
      assert.equal(back.name, original.name);
    });

    it('keeps activities: ids, names, kinds, parents and durations', () => {
      const shape = (activities: ScheduleModel['activities'], mapId: (id: string | undefined) => string | undefined) =>
        activities.map((a) => [mapId(a.id), a.name, a.kind, mapId(a.parentId), a.kind === 'summary' ? 0 : a.duration]).sort((x, y) => String(x[0]).localeCompare(String(y[0])));
      assert.deepEqual(shape(back.activities, (id) => id), shape(original.activities, idOf));
    });

    it('keeps link types and lags', () => {
      const shape = (m: ScheduleModel, mapId: (id: string) => string | undefined) => m.links.map((l) => [mapId(l.predecessorId), mapId(l.successorId), l.type, l.lag]);
      assert.deepEqual(shape(back, (id) => id), shape(original, (id) => idOf(id)));
    });

    it('keeps the constraint and the progress', () => {
      assert.deepEqual(byId.get(idOf('30')!)?.constraint, { type: 'snet', date: t('2024-03-18T08:00') });
      const done = byId.get(idOf('10')!)?.progress;
      assert.equal(done?.actualStart, t('2024-03-04T08:00'));
      assert.equal(done?.actualFinish, t('2024-03-06T17:00'));
      assert.equal(done?.percentComplete, 100);
      const going = byId.get(idOf('20')!)?.progress;
      assert.equal(going?.actualStart, t('2024-03-07T07:00'));
      assert.equal(going?.actualFinish, undefined);
      assert.equal(going?.remainingDuration, 1152);
      assert.ok(Math.abs((going?.percentComplete ?? 0) - 40) < 1e-9);
      assert.equal(back.options.statusDate, original.options.statusDate);
    });

    it("keeps each calendar's working time, holiday and six-day week included", () => {
      const calendarOf = (m: ScheduleModel, id: string) => m.activities.find((a) => a.id === id)?.calendarId ?? m.options.defaultCalendarId;
      for (const id of ['10', '20']) {
        assert.deepEqual(workingDays(back.calendars, calendarOf(back, idOf(id)!)), workingDays(original.calendars, calendarOf(original, id)));
      }
      assert.ok(back.calendars.some((c) => c.name === sixDays.name));
    });

    it('keeps the active baseline dates of each activity, and in MSPDI and P6 XML every numbered baseline with its duration', () => {
      const datesOf = (id: string) => (byId.get(idOf(id)!)?.baselines ?? []).map((b) => [b.number, b.start, b.finish]);
      assert.deepEqual(datesOf('10'), [[0, t('2024-03-04T08:00'), t('2024-03-06T17:00')]]);
      assert.deepEqual(datesOf('50'), [[0, t('2024-03-29T17:00'), t('2024-03-29T17:00')]]);
      if (format === 'mspdi') {
        assert.deepEqual(byId.get('30')?.baselines, original.activities.find((a) => a.id === '30')?.baselines);
        assert.equal(byId.get('40')?.baselines, undefined);
      } else {
        // P6 keeps the active baseline as the planned dates, with the planned duration; P6 XML keeps the numbered ones
        // as baseline projects (baselines 1 and 2, empty, come before 3 so that it keeps its number).
        const active = { number: 0, start: t('2024-03-14T08:00'), finish: t('2024-03-15T17:00'), duration: 960 };
        const third = { number: 3, start: t('2024-03-11T08:00'), finish: t('2024-03-13T12:00'), duration: 1200 };
        assert.deepEqual(byId.get(idOf('30')!)?.baselines, format === 'p6xml' ? [active, third] : [active]);
      }
      const result = roundTrip(original, format);
      assert.deepEqual(result.baselines, { compared: 3, matched: 3, mismatched: [] });
    });

    it('schedules to the same dates', () => {
      const result = roundTrip(original, format);
      assert.equal(result.compared, original.activities.length);
      assert.deepEqual(result.mismatched, []);
    });
  });
}

describe('export text', () => {
  it('escapes XML and keeps tabs and line breaks out of XER fields', () => {
    const plan = sample();
    plan.activities[5]!.name = 'Cubierta\tnorte\r\nsur & <este>';
    assert.match(writeSchedule(plan, 'mspdi'), /<Name>Cubierta\tnorte\r\nsur &amp; &lt;este&gt;<\/Name>/);
    assert.match(writeSchedule(plan, 'p6xml'), /<Name>Cubierta\tnorte\r\nsur &amp; &lt;este&gt;<\/Name>/);
    const xer = writeSchedule(plan, 'xer');
    assert.match(xer, /\tCubierta norte sur & <este>\t/);
    assert.match(xer, /^ERMHDR\t/);
    assert.match(xer, /%E\r\n$/);
  });

  it('puts MSPDI baselines after the predecessor links, in the order of the schema', () => {
    const xml = writeSchedule(sample(), 'mspdi');
    const muros = xml.slice(xml.indexOf('<Name>Muros</Name>'), xml.indexOf('</Task>', xml.indexOf('<Name>Muros</Name>')));
    assert.match(
      muros,
      /<\/PredecessorLink>\s*<Baseline>\s*<Number>0<\/Number>\s*<Start>2024-03-14T08:00:00<\/Start>\s*<Finish>2024-03-15T17:00:00<\/Finish>\s*<Duration>PT16H0M0S<\/Duration>\s*<DurationFormat>7<\/DurationFormat>\s*<\/Baseline>\s*<Baseline>\s*<Number>3<\/Number>/,
    );
  });

  it('writes the active baseline as P6 planned dates, and the saved dates where there is none', () => {
    const plan = sample();
    plan.activities.find((a) => a.id === '40')!.stored = { start: t('2024-03-20T08:00'), finish: t('2024-03-26T17:00') };
    const xer = writeSchedule(plan, 'xer');
    assert.match(xer, /\tMuros\t[^\r]*\t2024-03-14 08:00\t2024-03-15 17:00\t/);
    // Planned, early and remaining dates: the last two for readers that take the dates as the file gives them.
    assert.match(xer, /\tCubierta\t[^\r]*(\t2024-03-20 08:00\t2024-03-26 17:00){3}\r\n/);
    const p6 = writeSchedule(plan, 'p6xml');
    assert.match(p6, /<PlannedFinishDate>2024-03-15T17:00:00<\/PlannedFinishDate>\s*<PlannedStartDate>2024-03-14T08:00:00<\/PlannedStartDate>/);
  });

  it("writes P6's calendar data layout", () => {
    const xer = writeSchedule(sample(), 'xer');
    assert.ok(xer.includes('(0||CalendarData()( (0||DaysOfWeek()( (0||1()()) (0||2()( (0||0(s|07:00|f|15:00)()) ))'), xer);
    // 2024-03-13 is day 45364 counted from 1899-12-30.
    assert.ok(xer.includes('(0||Exceptions()( (0||0(d|45364)()) ))'));
  });
});
