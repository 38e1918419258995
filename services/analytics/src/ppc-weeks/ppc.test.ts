import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentPlanComplete, toPpcWeeks } from './ppc';

test('PPC is completed over committed, as a percentage with one decimal', () => {
  assert.equal(percentPlanComplete(8, 6), 75);
  assert.equal(percentPlanComplete(3, 2), 66.7);
  assert.equal(percentPlanComplete(5, 5), 100);
  assert.equal(percentPlanComplete(5, 0), 0);
});

test('a week without commitments has no PPC, and completions never exceed commitments', () => {
  assert.equal(percentPlanComplete(0, 0), null);
  assert.equal(percentPlanComplete(4, 6), 100);
});

test('weeks keep their counts and gain their PPC', () => {
  assert.deepEqual(toPpcWeeks([{ weekStart: '2026-11-16', committed: 10, completed: 7 }]), [
    { weekStart: '2026-11-16', committed: 10, completed: 7, ppc: 70 },
  ]);
});
