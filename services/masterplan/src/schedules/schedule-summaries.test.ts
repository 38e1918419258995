import { test } from 'node:test';
import assert from 'node:assert/strict';
import { summarizeSchedules } from './schedule-summaries';

const tower = { id: 'a'.repeat(24), name: 'Tower A' };
const podium = { id: 'b'.repeat(24), name: 'Podium and Parking' };

test('schedules keep their order and carry their activity counts', () => {
  const counts = new Map([[podium.id, 3], [tower.id, 95]]);
  assert.deepEqual(summarizeSchedules([tower, podium], counts), [
    { id: tower.id, name: 'Tower A', activityCount: 95 },
    { id: podium.id, name: 'Podium and Parking', activityCount: 3 },
  ]);
});

test('a schedule without activities counts zero, and counts of schedules not listed are ignored', () => {
  const counts = new Map([['c'.repeat(24), 12]]);
  assert.deepEqual(summarizeSchedules([tower], counts), [{ id: tower.id, name: 'Tower A', activityCount: 0 }]);
  assert.deepEqual(summarizeSchedules([], counts), []);
});
