import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minutesFromIso, type ScheduleModel } from '@tenon/scheduling';
import { planActivitySchema, planLinkSchema } from '@tenon/contracts';
import { ImportCycleError, mapScheduleToPlan } from './plan-mapping';
import { countsOf } from './import-preview';

const at = minutesFromIso;
const day = 480;

function model(overrides: Partial<ScheduleModel> = {}): ScheduleModel {
  return {
    source: 'xer',
    options: {
      scheduleFrom: 'start',
      projectStart: at('2027-03-01T08:00'),
      statusDate: at('2027-03-03T08:00'),
      progressMode: 'retained-logic',
      totalFloatMode: 'finish',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'predecessor',
      defaultCalendarId: 'cal-std',
      hoursPerDay: 8,
      hoursPerWeek: 40,
    },
    calendars: [
      {
        id: 'cal-std',
        name: 'Standard',
        week: [null, ...Array.from({ length: 5 }, () => ({ working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] })), { working: false, shifts: [] }],
        exceptions: [{ name: 'Holiday', fromDate: '2027-03-19', toDate: '2027-03-19', working: false, shifts: [] }],
      },
      { id: 'cal-night', name: 'Night', baseCalendarId: 'cal-std', week: [null, null, null, null, null, null, null], exceptions: [] },
    ],
    activities: [
      { id: 'WBS-1', name: 'Structure', kind: 'summary', duration: 0, order: 0 },
      { id: 'A10', name: 'Excavate', kind: 'task', parentId: 'WBS-1', duration: 2 * day, order: 1, progress: { actualStart: at('2027-03-01T08:00'), percentComplete: 50 } },
      { id: 'A20', name: 'Pour footing', kind: 'task', parentId: 'WBS-1', duration: 3 * day, order: 2, calendarId: 'cal-night', constraint: { type: 'snet', date: at('2027-03-08T08:00') } },
      { id: 'M30', name: '  ', kind: 'milestone', duration: 0, order: 3, constraint: { type: 'mfo', mandatory: true, date: at('2027-03-20T17:00') } },
    ],
    links: [
      { predecessorId: 'A10', successorId: 'A20', type: 'FS', lag: { value: day, unit: 'working-minutes' } },
      { predecessorId: 'A20', successorId: 'M30', type: 'SS', lag: { value: 2880, unit: 'elapsed-minutes' } },
      { predecessorId: 'A20', successorId: 'M30', type: 'FF', lag: { value: 0, unit: 'working-minutes' } },
    ],
    ...overrides,
  };
}

let counter = 0;
const newId = () => (++counter).toString(16).padStart(24, '0');

describe('a schedule file mapped to master plan rows', () => {
  const plan = mapScheduleToPlan(model(), newId);
  const bySource = new Map(plan.activities.map((a) => [a.sourceId, a]));

  it('makes WBS nodes summaries with their children under them in order, and correlative ids in outline order', () => {
    const wbs = bySource.get('WBS-1')!;
    assert.equal(wbs.kind, 'summary');
    assert.equal(wbs.parentId, null);
    assert.deepEqual(['A10', 'A20'].map((id) => [bySource.get(id)?.parentId, bySource.get(id)?.order]), [[wbs.id, 0], [wbs.id, 1]]);
    assert.deepEqual(plan.activities.map((a) => a.correlativeId), [1, 2, 3, 4]);
    assert.equal(bySource.get('M30')?.order, 1);
  });

  it('keeps durations in working minutes, constraints with their dates, progress and actual dates', () => {
    const excavate = bySource.get('A10')!;
    assert.deepEqual([excavate.duration, excavate.progress, excavate.actualStart, excavate.actualFinish], [2 * day, 50, '2027-03-01T08:00', null]);
    const footing = bySource.get('A20')!;
    assert.deepEqual([footing.constraintType, footing.constraintDate], ['snet', '2027-03-08T08:00']);
    assert.equal(footing.start, '2027-03-08T08:00');
    const milestone = bySource.get('M30')!;
    assert.deepEqual([milestone.kind, milestone.duration, milestone.name, milestone.constraintType], ['milestone', 0, 'Activity M30', 'mfo']);
  });

  it('puts activities on the default calendar as null and on another calendar by its new id', () => {
    const night = plan.calendars.find((c) => c.name === 'Night')!;
    assert.equal(bySource.get('A10')?.calendarId, null);
    assert.equal(bySource.get('A20')?.calendarId, night.id);
    assert.deepEqual(plan.calendars.map((c) => c.isDefault), [true, false]);
    assert.deepEqual(night.workingDays, [0, 1, 1, 1, 1, 1, 0]);
    assert.deepEqual(night.shifts, [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    assert.deepEqual(night.exceptions.map((e) => e.fromDate), ['2027-03-19']);
  });

  it('keeps lags in working minutes, converts calendar-time lags and skips a second link between the same two', () => {
    assert.deepEqual(plan.links.map((l) => [l.type, l.lag]), [['FS', day], ['SS', 2 * day]]);
    const codes = new Map(plan.warnings.map((w) => [w.code, w.count]));
    assert.equal(codes.get('lag-elapsed'), 1);
    assert.equal(codes.get('link-skipped'), 1);
    assert.equal(codes.get('constraint-mandatory'), 1);
    assert.equal(codes.get('activity-name-empty'), 1);
  });

  it('answers rows the save accepts, the data date, and the span of the plan', () => {
    for (const activity of plan.activities) assert.ok(planActivitySchema.safeParse(activity).success, JSON.stringify(activity));
    for (const link of plan.links) assert.ok(planLinkSchema.safeParse(link).success);
    assert.equal(plan.dataDate, '2027-03-03T08:00');
    assert.equal(plan.start, '2027-03-01T08:00');
    assert.ok(plan.finish !== null && plan.finish >= '2027-03-10T17:00');
  });

  it('counts tasks, milestones, summaries, links and calendars for the preview', () => {
    assert.deepEqual(countsOf(plan), { activities: 4, tasks: 2, milestones: 1, summaries: 1, links: 2, calendars: 2, resources: 0 });
  });

  it('leaves out a link that closes a loop, says which, and reads the rest of the file', () => {
    const fs = (predecessorId: string, successorId: string) => ({ predecessorId, successorId, type: 'FS' as const, lag: { value: 0, unit: 'working-minutes' as const } });
    const loop = model({ links: [fs('A10', 'A20'), fs('A20', 'A10'), fs('A20', 'M30'), fs('M30', 'M30')] });
    const plan = mapScheduleToPlan(loop, newId);
    assert.equal(plan.links.length, 2, 'the link back and the milestone linked to itself are left out');
    const warning = plan.warnings.find((w) => w.code === 'link-loop-dropped');
    assert.equal(warning?.count, 2);
    assert.match(warning?.message ?? '', /^2 links closing a loop were left out \(e\.g\. /);
    // The plan the engine scheduled is the one saved: it has no loop left for the save to refuse.
    const names = new Map(plan.activities.map((a) => [a.id, a.name]));
    // The link drawn back to earlier work goes; the one forward stays.
    assert.deepEqual(plan.links.map((l) => `${names.get(l.predecessorId)} → ${names.get(l.successorId)}`).sort(), ['Excavate → Pour footing', 'Pour footing → Activity M30'].sort());
  });

  it('refuses a file with more loops than are worth leaving out, naming the activities', () => {
    const loops = model({ links: Array.from({ length: 30 }, () => ({ predecessorId: 'A20', successorId: 'A20', type: 'FS' as const, lag: { value: 0, unit: 'working-minutes' as const } })) });
    assert.throws(() => mapScheduleToPlan(loops, newId), (error: unknown) => error instanceof ImportCycleError && /Pour footing/.test(error.message));
  });
});

describe('activity codes and resources of a schedule file in the plan', () => {
  const withCodes = model({
    activities: [
      { id: 'WBS-1', name: 'Structure', kind: 'summary', duration: 0, order: 0 },
      {
        id: 'A10',
        name: 'Conduits',
        kind: 'task',
        parentId: 'WBS-1',
        duration: 2 * day,
        order: 1,
        codes: [
          { type: 'Area', value: 'Level 3' },
          { type: 'Trade', value: 'Electrical' },
        ],
        assignments: [
          { resourceId: 'R1', plannedQuantity: 16 },
          { resourceId: 'R1', plannedQuantity: 4 },
          { resourceId: 'R2', plannedQuantity: 2.5 },
        ],
      },
      {
        id: 'A20',
        name: 'Wiring',
        kind: 'task',
        parentId: 'WBS-1',
        duration: day,
        order: 2,
        codes: [{ type: 'Trade', value: 'Electrical' }, { type: 'Note', value: 'x'.repeat(80) }],
        assignments: [{ resourceId: 'R3', plannedQuantity: 8 }],
      },
    ],
    links: [],
    resources: [
      { id: 'R1', name: 'Electrician crew', kind: 'labor' },
      { id: 'R2', name: 'Crane', kind: 'nonlabor' },
      { id: 'R3', name: ' electrician crew ', kind: 'labor' },
      { id: 'R4', name: 'Unused', kind: 'material' },
      { id: 'R5', name: 'Concrete', kind: 'material', unitLabel: 'm3' },
    ],
  });
  const plan = mapScheduleToPlan(withCodes, newId);
  const bySource = new Map(plan.activities.map((a) => [a.sourceId, a]));

  it('puts "type: value" tags on the activities and lists each tag once', () => {
    assert.deepEqual(bySource.get('A10')!.tags, ['Area: Level 3', 'Trade: Electrical']);
    assert.deepEqual(bySource.get('WBS-1')!.tags, []);
    const wiring = bySource.get('A20')!.tags;
    assert.equal(wiring[0], 'Trade: Electrical');
    assert.equal(wiring[1]!.length, 60, 'cut to the length the plan keeps');
    assert.deepEqual(plan.tags, ['Area: Level 3', 'Trade: Electrical', wiring[1]]);
    assert.ok(plan.warnings.some((w) => w.code === 'tag-cut' && w.count === 1));
    for (const activity of plan.activities) planActivitySchema.parse(activity);
  });

  it('makes one schedule resource per name, with each activity\'s quantities added up, and keeps those nothing uses', () => {
    const a10 = bySource.get('A10')!.id;
    const a20 = bySource.get('A20')!.id;
    assert.deepEqual(plan.resources, [
      { name: 'Electrician crew', type: 'speciality', unitLabel: 'h', total: 28, assignments: [{ activityId: a10, quantity: 20 }, { activityId: a20, quantity: 8 }] },
      { name: 'Crane', type: 'machinery', unitLabel: 'h', total: 2.5, assignments: [{ activityId: a10, quantity: 2.5 }] },
      { name: 'Unused', type: 'material', unitLabel: '', total: 0, assignments: [] },
      { name: 'Concrete', type: 'material', unitLabel: 'm3', total: 0, assignments: [] },
    ]);
    assert.equal(countsOf(plan).resources, 4, 'the preview counts the resources the plan adds');
  });

  it('has no tags or resources for a file without codes or assignments', () => {
    const plain = mapScheduleToPlan(model(), newId);
    assert.deepEqual(plain.tags, []);
    assert.deepEqual(plain.resources, []);
    assert.ok(plain.activities.every((a) => a.tags.length === 0));
  });
});
