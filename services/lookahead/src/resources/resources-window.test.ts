import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resourcesWindowOf, resourcesWindowReplyOf } from './resources-window';

const catalog = [
  { id: 'concrete', name: 'Ready-mix concrete', type: 'material' as const, unitLabel: 'm3' },
  { id: 'crane', name: 'Tower crane', type: 'machinery' as const, unitLabel: 'h' },
];
const activity = (activityId: string, order: number, name: string) => ({ activityId, parentId: null, name, correlativeId: order, order, start: '2026-01-01', finish: '2026-06-30' });
const task = (id: string, activityId: string, start: string, finish: string, resources: Array<{ resourceId: string; quantity: number }>) => ({ id, activityId, parentId: null, name: id, start, finish, resources });

test('a window of 100 days ends on its 100th day', () => {
  assert.deepEqual(resourcesWindowOf('2026-03-01', 100), { start: '2026-03-01', end: '2026-06-08', days: 100 });
  assert.deepEqual(resourcesWindowOf('2026-12-31', 1), { start: '2026-12-31', end: '2026-12-31', days: 1 });
});

test("groups the window's tasks under their activities in outline order and totals each resource", () => {
  const reply = resourcesWindowReplyOf({
    scheduleId: 's',
    window: resourcesWindowOf('2026-03-01', 30),
    catalog,
    activities: [activity('walls', 2, 'Walls'), activity('slab', 1, 'Slab'), activity('roof', 3, 'Roof')],
    tasks: [
      task('pour-2', 'slab', '2026-03-10', '2026-03-12', [{ resourceId: 'concrete', quantity: 80 }]),
      task('pour-1', 'slab', '2026-02-25', '2026-03-01', [{ resourceId: 'concrete', quantity: 40 }, { resourceId: 'crane', quantity: 6 }]),
      task('walls-1', 'walls', '2026-03-30T08:00', '2026-04-05', [{ resourceId: 'crane', quantity: 10 }, { resourceId: 'gone', quantity: 3 }]),
      task('late', 'roof', '2026-04-01', '2026-04-09', [{ resourceId: 'concrete', quantity: 500 }]),
      task('early', 'roof', '2026-01-01', '2026-02-28', [{ resourceId: 'concrete', quantity: 500 }]),
    ],
  });
  assert.deepEqual(reply.activities.map((a) => [a.wbs, a.name, a.tasks.map((t) => t.id)]), [
    ['1', 'Slab', ['pour-1', 'pour-2']],
    ['2', 'Walls', ['walls-1']],
  ]);
  assert.deepEqual(reply.activities[1]!.tasks[0]!.resources, [{ resourceId: 'crane', quantity: 10 }]);
  assert.deepEqual(reply.totals, [
    { resourceId: 'concrete', quantity: 120, taskCount: 2 },
    { resourceId: 'crane', quantity: 16, taskCount: 2 },
  ]);
  assert.equal(reply.resources.length, 2);
});

test('a window without tasks has no rows and no totals', () => {
  const reply = resourcesWindowReplyOf({ scheduleId: 's', window: resourcesWindowOf('2030-01-01', 100), catalog, activities: [activity('slab', 1, 'Slab')], tasks: [task('t', 'slab', '2026-01-01', '2026-01-02', [{ resourceId: 'concrete', quantity: 1 }])] });
  assert.deepEqual([reply.activities, reply.totals], [[], []]);
});
