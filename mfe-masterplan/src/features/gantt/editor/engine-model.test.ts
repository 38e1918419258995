import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { durationOverrides } from './engine-model';
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
