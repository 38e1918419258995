import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roadblockCounter } from './roadblock-counter';

test('the counter reads released over total, all released only when every one is', () => {
  assert.deepEqual(roadblockCounter([{ released: true }, { released: false }, { released: true }]), { released: 2, total: 3, allReleased: false });
  assert.deepEqual(roadblockCounter([{ released: true }, { released: true }]), { released: 2, total: 2, allReleased: true });
});

test('no roadblocks is not "all released"', () => {
  assert.deepEqual(roadblockCounter([]), { released: 0, total: 0, allReleased: false });
});
