import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inTreeOrder } from './takt-analytics.service';

test('the matrix rows follow the structure tree: depth first, siblings by order, nested ones named by their path', () => {
  const rows = inTreeOrder([
    { _id: 'l2', parentId: null, name: 'Level 2', order: 1 },
    { _id: 'l1', parentId: null, name: 'Level 1', order: 0 },
    { _id: 'z2', parentId: 'l1', name: 'Zone B', order: 1 },
    { _id: 'z1', parentId: 'l1', name: 'Zone A', order: 0 },
  ]);
  assert.deepEqual(rows, [
    { id: 'l1', name: 'Level 1' },
    { id: 'z1', name: 'Level 1 / Zone A' },
    { id: 'z2', name: 'Level 1 / Zone B' },
    { id: 'l2', name: 'Level 2' },
  ]);
});
