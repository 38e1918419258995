import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usedQuantity, withQuantity } from './resource-usage';

test('used is the sum of the assignments, zero without any, exact for typed decimals', () => {
  assert.equal(usedQuantity([]), 0);
  assert.equal(usedQuantity([{ quantity: 12 }, { quantity: 30 }]), 42);
  assert.equal(usedQuantity([{ quantity: 0.1 }, { quantity: 0.2 }]), 0.3);
});

test('an activity\'s quantity is added at the end, changed in place, or taken away with 0', () => {
  const one = withQuantity([], 'a', 5);
  assert.deepEqual(one, [{ activityId: 'a', quantity: 5 }]);
  const two = withQuantity(one, 'b', 3);
  assert.deepEqual(withQuantity(two, 'a', 7), [{ activityId: 'a', quantity: 7 }, { activityId: 'b', quantity: 3 }]);
  assert.deepEqual(withQuantity(two, 'a', 0), [{ activityId: 'b', quantity: 3 }]);
  assert.deepEqual(withQuantity(two, 'c', 0), two);
});
