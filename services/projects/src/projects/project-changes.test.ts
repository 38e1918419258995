import { test } from 'node:test';
import assert from 'node:assert/strict';
import { updateProjectRequestSchema } from '@tenon/contracts';
import { projectChangesFrom } from './project-changes';

const projectId = 'a'.repeat(24);
const changesOf = (body: Record<string, unknown>) => projectChangesFrom(updateProjectRequestSchema.parse({ projectId, ...body }));

test('only the fields sent are written, trimmed, with the budget and size as numbers', () => {
  assert.deepEqual(changesOf({ name: '  Harbor View  ', budget: '1.250.000', size: '12.5', planificationDay: 0 }), {
    name: 'Harbor View',
    budget: 1250000,
    size: 12.5,
    planificationDay: 0,
  });
  assert.deepEqual(changesOf({}), {});
});

test('an image id is written as its URL, null removes it, an image URL stays as it is', () => {
  const id = 'b'.repeat(24);
  assert.deepEqual(changesOf({ image: id }), { image: `/api/v1/images/${id}` });
  assert.deepEqual(changesOf({ image: null }), { image: null });
  assert.deepEqual(changesOf({ image: `/api/v1/images/${id}` }), { image: `/api/v1/images/${id}` });
});

test('the project id is never a change', () => {
  assert.equal('projectId' in changesOf({ stage: 'suspended' }), false);
  assert.deepEqual(changesOf({ stage: 'suspended', hoursPerDay: 9 }), { stage: 'suspended', hoursPerDay: 9 });
});

test('the weighting basis of the progress roll-up is one of duration, cost or hours', () => {
  assert.deepEqual(changesOf({ activityCriterion: 'cost' }), { activityCriterion: 'cost' });
  assert.throws(() => changesOf({ activityCriterion: 'weight' }));
});
