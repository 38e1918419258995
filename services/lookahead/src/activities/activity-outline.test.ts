import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareOutline, outlineNumbers } from './activity-outline';

test('outline numbers follow parents and the order among siblings', () => {
  const numbers = outlineNumbers([
    { activityId: 'b', parentId: null, order: 1, correlativeId: 5 },
    { activityId: 'a', parentId: null, order: 0, correlativeId: 1 },
    { activityId: 'a2', parentId: 'a', order: 1, correlativeId: 3 },
    { activityId: 'a1', parentId: 'a', order: 0, correlativeId: 2 },
    { activityId: 'a1x', parentId: 'a1', order: 0, correlativeId: 4 },
    { activityId: 'orphan', parentId: 'gone', order: 2, correlativeId: 6 },
  ]);
  assert.deepEqual(Object.fromEntries(numbers), { a: '1', a1: '1.1', a1x: '1.1.1', a2: '1.2', b: '2', orphan: '3' });
});

test('1.10 sorts after 1.9 and a parent before its children', () => {
  assert.deepEqual(['1.10', '1.9', '1', '2', '1.9.1'].sort(compareOutline), ['1', '1.9', '1.9.1', '1.10', '2']);
});
