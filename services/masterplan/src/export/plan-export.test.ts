import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isoFromMinutes, minutesFromIso, type ScheduleModel } from '@tenon/scheduling';
import { readScheduleText } from '@tenon/scheduling/readers';
import { writeSchedule } from '@tenon/scheduling/writers';
import { exportFileName, withBaselines } from './plan-export';

test('an exported file is named after the schedule, safe for every system', () => {
  assert.equal(exportFileName('Tower B / Levels 1-4', 'mspdi'), 'Tower B Levels 1-4.xml');
  assert.equal(exportFileName('Podium: "phase 2"?', 'xer'), 'Podium phase 2.xer');
  assert.equal(exportFileName('Podium', 'p6xml'), 'Podium (P6).xml');
  assert.equal(exportFileName('..\u0000', 'xer'), 'schedule.xer');
});

test("the active baseline's points, and older baselines', go out on their activities and read back from each format", () => {
  const model: ScheduleModel = {
    source: 'native',
    name: 'Podium',
    options: { scheduleFrom: 'start', projectStart: minutesFromIso('2027-03-01T08:00'), progressMode: 'retained-logic', totalFloatMode: 'finish', critical: { kind: 'float', threshold: 0 }, lagCalendar: 'predecessor', defaultCalendarId: 'standard', hoursPerDay: 8, hoursPerWeek: 40 },
    calendars: [{ id: 'standard', name: 'Standard', week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ working: d >= 1 && d <= 5, shifts: d >= 1 && d <= 5 ? [{ from: 480, to: 1020 }] : [] })), exceptions: [] }],
    activities: [
      { id: 'a1', name: 'Slab', kind: 'task', duration: 1080, order: 0 },
      { id: 'a2', name: 'Walls', kind: 'task', duration: 540, order: 1 },
    ],
    links: [{ predecessorId: 'a1', successorId: 'a2', type: 'FS', lag: { value: 0, unit: 'working-minutes' } }],
  };
  const points = [
    { activityId: 'a1', start: '2027-03-01T08:00', finish: '2027-03-02T17:00', duration: 1080 },
    { activityId: 'gone', start: '2027-03-01T08:00', finish: '2027-03-01T17:00', duration: 540 },
  ];
  const older = [{ activityId: 'a1', start: '2027-02-01T08:00', finish: '2027-02-02T12:00', duration: 720 }];
  const withBaseline = withBaselines(model, points, [older]);
  assert.equal(withBaseline.activities.find((a) => a.id === 'a2')?.baselines, undefined, 'an activity added after the baselines has none');
  // The active baseline is MS Project's "Baseline" and P6's planned dates; an older one is Baseline1, which P6 XML
  // keeps as a baseline project and XER has no place for.
  const active = [0, '2027-03-01T08:00', '2027-03-02T17:00', 1080];
  const first = [1, '2027-02-01T08:00', '2027-02-02T12:00', 720];
  const expected = { mspdi: [active, first], p6xml: [active, first], xer: [active] };
  for (const format of ['mspdi', 'xer', 'p6xml'] as const) {
    const back = readScheduleText(`plan.${format}`, writeSchedule(withBaseline, format)).model;
    const slab = back.activities.find((a) => a.name === 'Slab');
    assert.deepEqual(slab?.baselines?.map((b) => [b.number, isoFromMinutes(b.start), isoFromMinutes(b.finish), b.duration]), expected[format], format);
  }
});
