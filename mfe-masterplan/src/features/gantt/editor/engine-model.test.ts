import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { minutesFromIso, type ScheduleModel } from '@tenon/scheduling';
import { durationOverrides, engineModel, enginePlan, planBase } from './engine-model';
import { addActivity, addLink, updateActivity, type PlanState } from './plan-edits';

function plan(): PlanState {
  let state: PlanState = { activities: [], links: [] };
  for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb']) {
    state = addActivity(state, { afterId: state.activities.at(-1)?.id ?? null, kind: 'task', id, name: id, start: '2027-01-04T08:00', minutesPerDay: 480 });
  }
  return state;
}

test('an edit of durations only is sent as overrides of the loaded plan, all of them each time', () => {
  const loaded = plan();
  const once = updateActivity(loaded, 'aaaaaaaaaaaaaaaaaaaaaaaa', { duration: 960 });
  assert.deepEqual(durationOverrides(loaded, once), [['aaaaaaaaaaaaaaaaaaaaaaaa', 960]]);
  const twice = updateActivity(once, 'bbbbbbbbbbbbbbbbbbbbbbbb', { duration: 1440 });
  assert.deepEqual(durationOverrides(loaded, twice), [['aaaaaaaaaaaaaaaaaaaaaaaa', 960], ['bbbbbbbbbbbbbbbbbbbbbbbb', 1440]]);
});

test('any other edit loads the plan whole', () => {
  const loaded = plan();
  assert.equal(durationOverrides(loaded, updateActivity(loaded, 'aaaaaaaaaaaaaaaaaaaaaaaa', { name: 'Renamed' })), null);
  assert.equal(durationOverrides(loaded, addLink(loaded, { id: 'cccccccccccccccccccccccc', predecessorId: 'aaaaaaaaaaaaaaaaaaaaaaaa', successorId: 'bbbbbbbbbbbbbbbbbbbbbbbb', type: 'FS', lag: 0 })), null);
  assert.equal(durationOverrides(loaded, { ...loaded, activities: loaded.activities.slice(1) }), null);
});

test('the engine gets the edited plan on the service settings, starting today when nothing was saved yet', () => {
  const state = plan();
  const calendar = { id: 'cal', name: 'Standard', week: Array.from({ length: 7 }, (_, day) => ({ working: day > 0 && day < 6, shifts: [{ from: 480, to: 1020 }] })), exceptions: [], hoursPerDay: 8, hoursPerWeek: 40 };
  const service: Omit<ScheduleModel, 'activities' | 'links'> = {
    source: 'native',
    options: { scheduleFrom: 'start', projectStart: minutesFromIso('2027-01-04T08:00'), progressMode: 'retained-logic', defaultCalendarId: 'cal' } as ScheduleModel['options'],
    calendars: [calendar],
  };
  const base = planBase(service, []);
  assert.equal(base.hasWork, false);
  assert.equal('activities' in base, false);
  const model = engineModel(state, base, '2030-05-06');
  assert.equal(model.activities.length, 2);
  // Nothing scheduled yet: the plan starts today, not at the service's placeholder start.
  assert.equal(model.options.projectStart, minutesFromIso('2030-05-06T00:00'));
  const withWork = planBase(service, state.activities);
  assert.equal(engineModel(state, withWork, '2030-05-06').options.projectStart, minutesFromIso('2027-01-04T08:00'));
});

test('the data date set in the toolbar replaces the one the plan was read with, and moves remaining work', async () => {
  const { schedule, isoFromMinutes } = await import('@tenon/scheduling');
  const calendar = { id: 'cal', name: 'Standard', week: Array.from({ length: 7 }, (_, day) => ({ working: day > 0 && day < 6, shifts: [{ from: 480, to: 1020 }] })), exceptions: [], hoursPerDay: 9, hoursPerWeek: 45 };
  const service: Omit<ScheduleModel, 'activities' | 'links'> = {
    source: 'native',
    options: { scheduleFrom: 'start', projectStart: minutesFromIso('2027-01-04T08:00'), statusDate: minutesFromIso('2027-01-05T00:00'), progressMode: 'retained-logic', totalFloatMode: 'finish', critical: { kind: 'float', threshold: 0 }, lagCalendar: 'predecessor', defaultCalendarId: 'cal', hoursPerDay: 9, hoursPerWeek: 45 },
    calendars: [calendar],
  };
  let state = plan();
  state = updateActivity(state, 'aaaaaaaaaaaaaaaaaaaaaaaa', { duration: 2 * 540, progress: 50, actualStart: '2027-01-04T08:00' });
  state = addLink(state, { id: 'cccccccccccccccccccccccc', predecessorId: 'aaaaaaaaaaaaaaaaaaaaaaaa', successorId: 'bbbbbbbbbbbbbbbbbbbbbbbb', type: 'FS', lag: 0 });
  const finishOf = (dataDate: string | null | undefined, id: string) => isoFromMinutes(schedule(engineModel(state, planBase(service, state.activities, dataDate), '2027-01-04')).activities.get(id)!.earlyFinish);
  assert.equal(finishOf(undefined, 'aaaaaaaaaaaaaaaaaaaaaaaa'), '2027-01-05T17:00', "as read: the service's data date");
  assert.equal(finishOf('2027-01-11T00:00', 'aaaaaaaaaaaaaaaaaaaaaaaa'), '2027-01-11T17:00', 'the day left runs from the new data date');
  assert.equal(finishOf('2027-01-11T00:00', 'bbbbbbbbbbbbbbbbbbbbbbbb'), '2027-01-12T16:00', 'its successor (eight hours) follows');
  assert.equal(finishOf(null, 'aaaaaaaaaaaaaaaaaaaaaaaa'), '2027-01-05T17:00', 'no data date: the day left follows the day done');
});

test('the copy sent to the worker holds only what the engine reads, and the engine schedules it as the whole plan', async () => {
  const { schedule } = await import('@tenon/scheduling');
  let state = addLink(plan(), { id: 'cccccccccccccccccccccccc', predecessorId: 'aaaaaaaaaaaaaaaaaaaaaaaa', successorId: 'bbbbbbbbbbbbbbbbbbbbbbbb', type: 'SS', lag: 480 });
  state = updateActivity(state, 'aaaaaaaaaaaaaaaaaaaaaaaa', { duration: 1440, progress: 40, actualStart: '2027-01-04T08:00', description: 'Pour', tags: ['t1'] });
  state = updateActivity(state, 'bbbbbbbbbbbbbbbbbbbbbbbb', { constraintType: 'snet', constraintDate: '2027-01-06T08:00' });
  const copy = enginePlan(state);
  assert.equal('description' in copy.activities[0]!, false);
  assert.equal('tags' in copy.activities[0]!, false);
  const calendar = { id: 'cal', name: 'Standard', week: Array.from({ length: 7 }, (_, day) => ({ working: day > 0 && day < 6, shifts: [{ from: 480, to: 1020 }] })), exceptions: [], hoursPerDay: 8, hoursPerWeek: 40 };
  const base = planBase(
    {
      source: 'native',
      options: { scheduleFrom: 'start', projectStart: minutesFromIso('2027-01-04T08:00'), statusDate: minutesFromIso('2027-01-05T08:00'), progressMode: 'retained-logic', totalFloatMode: 'finish', critical: { kind: 'float', threshold: 0 }, lagCalendar: 'predecessor', defaultCalendarId: 'cal', hoursPerDay: 8, hoursPerWeek: 40 },
      calendars: [calendar],
    },
    state.activities,
  );
  const dates = (model: ScheduleModel) => [...schedule(model).activities.values()].map((a) => [a.earlyStart, a.earlyFinish, a.lateFinish]);
  assert.deepEqual(dates(engineModel(copy, base, '2027-01-04')), dates(engineModel(state, base, '2027-01-04')));
  assert.deepEqual(engineModel(copy, base, '2027-01-04'), engineModel(state, base, '2027-01-04'));
});
