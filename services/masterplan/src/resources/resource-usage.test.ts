import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usedQuantity } from './resource-usage';

test('used is the sum of the assignments, zero without any, exact for typed decimals', () => {
  assert.equal(usedQuantity([]), 0);
  assert.equal(usedQuantity([{ quantity: 12 }, { quantity: 30 }]), 42);
  assert.equal(usedQuantity([{ quantity: 0.1 }, { quantity: 0.2 }]), 0.3);
});
