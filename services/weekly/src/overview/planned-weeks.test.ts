import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plannedWeeks } from './planned-weeks';

test('commitments are counted per week, oldest week first', () => {
  assert.deepEqual(plannedWeeks(['2026-11-16', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-16']), [
    { weekStart: '2026-11-09', commitmentCount: 1 },
    { weekStart: '2026-11-16', commitmentCount: 3 },
    { weekStart: '2026-11-23', commitmentCount: 1 },
  ]);
});

test('no commitments means no weeks', () => {
  assert.deepEqual(plannedWeeks([]), []);
});
