import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planScheduleOrder } from './schedule-order';

const current = [
  { id: 'tower', order: 1 },
  { id: 'podium', order: 2 },
  { id: 'parking', order: 3 },
];

test('a full reorder gives each schedule the slot of its new position, only for those that move', () => {
  const plan = planScheduleOrder(current, ['parking', 'tower', 'podium']);
  assert.deepEqual(plan, { ok: true, orders: new Map([['parking', 1], ['tower', 2], ['podium', 3]]) });
  assert.deepEqual(planScheduleOrder(current, ['tower', 'podium', 'parking']), { ok: true, orders: new Map() });
});

test('schedules not listed keep their slot and the listed ones share the slots they held', () => {
  const withGaps = [
    { id: 'tower', order: 1 },
    { id: 'hidden', order: 4 },
    { id: 'podium', order: 7 },
  ];
  assert.deepEqual(planScheduleOrder(withGaps, ['podium', 'tower']), { ok: true, orders: new Map([['podium', 1], ['tower', 7]]) });
});

test('a schedule listed twice or not of the project is refused', () => {
  assert.deepEqual(planScheduleOrder(current, ['tower', 'tower']), { ok: false, problem: 'DUPLICATE', scheduleId: 'tower' });
  assert.deepEqual(planScheduleOrder(current, ['tower', 'elsewhere']), { ok: false, problem: 'NOT_IN_PROJECT', scheduleId: 'elsewhere' });
});
