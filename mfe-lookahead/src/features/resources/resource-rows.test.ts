import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LookaheadResourcesReply } from '@tenon/contracts/types';
import { quantityText, resourceRowsOf, resourceTotalsOf, shiftDay } from './resource-rows';

const reply: LookaheadResourcesReply = {
  scheduleId: 's',
  window: { start: '2026-11-25', end: '2027-03-04', days: 100 },
  resources: [
    { id: 'c', name: 'Ready-mix concrete', type: 'material', unitLabel: 'm3' },
    { id: 'k', name: 'Tower crane', type: 'machinery', unitLabel: 'h' },
    { id: 'f', name: 'Formwork crew', type: 'speciality', unitLabel: 'crew' },
  ],
  activities: [
    {
      id: 'roof',
      name: 'Roof slab',
      wbs: '3.2',
      correlativeId: 56,
      start: '2026-11-19',
      finish: '2026-12-04',
      tasks: [
        { id: 'pour', parentId: null, name: 'Pour roof slab', start: '2026-11-30', finish: '2026-11-30', resources: [{ resourceId: 'c', quantity: 120 }, { resourceId: 'k', quantity: 8 }] },
        { id: 'walls', parentId: 'pour', name: 'Penthouse walls', start: '2026-12-01', finish: '2026-12-04', resources: [{ resourceId: 'f', quantity: 1 }, { resourceId: 'gone', quantity: 4 }] },
      ],
    },
  ],
  totals: [
    { resourceId: 'c', quantity: 120, taskCount: 1 },
    { resourceId: 'k', quantity: 8, taskCount: 1 },
    { resourceId: 'f', quantity: 1, taskCount: 1 },
  ],
};

test('an activity row heads its tasks, each with its resources under their type', () => {
  const rows = resourceRowsOf(reply);
  assert.deepEqual(rows.map((row) => [row.kind, row.name]), [['activity', 'Roof slab'], ['task', 'Pour roof slab'], ['task', 'Penthouse walls']]);
  const pour = rows[1]!;
  assert.ok(pour.kind === 'task');
  assert.deepEqual(pour.lines.material, [{ resourceId: 'c', name: 'Ready-mix concrete', quantity: 120, unitLabel: 'm3' }]);
  assert.deepEqual(pour.lines.machinery.map((line) => line.name), ['Tower crane']);
  const walls = rows[2]!;
  assert.ok(walls.kind === 'task' && walls.subtask);
  assert.deepEqual(walls.lines.speciality.map((line) => line.name), ['Formwork crew']);
  assert.deepEqual(walls.lines.material, [], 'a resource no longer in the schedule is not shown');
});

test('totals come grouped by type in the column order', () => {
  assert.deepEqual(resourceTotalsOf(reply).map((group) => [group.type, group.lines.map((line) => `${line.name} ${line.quantity}`)]), [
    ['material', ['Ready-mix concrete 120']],
    ['machinery', ['Tower crane 8']],
    ['speciality', ['Formwork crew 1']],
  ]);
  assert.deepEqual(resourceTotalsOf({ ...reply, totals: [] }), []);
});

test('quantities read with their unit, and days move across months', () => {
  assert.equal(quantityText(1250.5, 'h', 'en'), '1,250.5 h');
  assert.equal(quantityText(3, '', 'en'), '3');
  assert.equal(shiftDay('2026-11-25', 7), '2026-12-02');
  assert.equal(shiftDay('2026-03-01', -1), '2026-02-28');
});
