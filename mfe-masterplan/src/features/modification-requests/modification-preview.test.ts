import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlanActivity } from '@tenon/contracts/types';
import { previewModification, waitingByActivity } from './modification-preview';

const row = (id: string, kind: PlanActivity['kind'] = 'task') =>
  ({ id, kind, constraintType: 'asap', constraintDate: null, duration: 960, start: '2027-03-01T08:00', finish: '2027-03-02T17:00' }) as PlanActivity;

test('the preview gives the requested activity a start-no-earlier-than and the requested working time, and nothing else', () => {
  const state = { activities: [row('a'), row('b')] };
  const previewed = previewModification(state, { activityId: 'a', startNew: '2027-03-08T08:00' }, 1440);
  assert.deepEqual(previewed.activities[0], { ...row('a'), constraintType: 'snet', constraintDate: '2027-03-08T08:00', duration: 1440 });
  assert.equal(previewed.activities[1], state.activities[1]);
  assert.equal(previewModification(state, { activityId: 'gone', startNew: '2027-03-08T08:00' }, 1440), state, 'an activity no longer in the plan previews nothing');
  const summary = { activities: [row('s', 'summary')] };
  assert.equal(previewModification(summary, { activityId: 's', startNew: '2027-03-08T08:00' }, 1440), summary);
  assert.equal(previewModification({ activities: [row('m', 'milestone')] }, { activityId: 'm', startNew: '2027-03-08T08:00' }, 1440).activities[0]?.duration, 0);
});

test('only waiting requests count toward an activity badge', () => {
  const counts = waitingByActivity([
    { activityId: 'a', state: 'waiting' },
    { activityId: 'a', state: 'waiting' },
    { activityId: 'b', state: 'approved' },
    { activityId: 'c', state: 'rejected' },
  ]);
  assert.deepEqual([...counts], [['a', 2]]);
});
