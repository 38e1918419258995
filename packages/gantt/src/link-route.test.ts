import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkRoute, pathData } from './link-route';

test('a finish-to-start link to a later bar turns once, before the successor, and arrives at its start', () => {
  assert.deepEqual(linkRoute({ left: 0, right: 100, y: 15 }, { left: 150, right: 200, y: 45 }, 'FS', 30), [[100, 15], [142, 15], [142, 45], [150, 45]]);
});

test('a successor that starts before the predecessor ends is reached between the rows, crossing neither bar', () => {
  const route = linkRoute({ left: 0, right: 100, y: 15 }, { left: 40, right: 90, y: 45 }, 'FS', 30);
  assert.deepEqual(route, [[100, 15], [108, 15], [108, 30], [32, 30], [32, 45], [40, 45]]);
  assert.equal(pathData(route), 'M100 15 L108 15 L108 30 L32 30 L32 45 L40 45');
});

test('each link type leaves and arrives at the ends its letters name', () => {
  const from = { left: 10, right: 60, y: 15 };
  const to = { left: 100, right: 160, y: 45 };
  assert.deepEqual([linkRoute(from, to, 'SS', 30)[0], linkRoute(from, to, 'SS', 30).at(-1)], [[10, 15], [100, 45]]);
  assert.deepEqual([linkRoute(from, to, 'FF', 30)[0], linkRoute(from, to, 'FF', 30).at(-1)], [[60, 15], [160, 45]]);
  assert.deepEqual([linkRoute(from, to, 'SF', 30)[0], linkRoute(from, to, 'SF', 30).at(-1)], [[10, 15], [160, 45]]);
});
