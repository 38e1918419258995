import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaktTree, TaskReply } from '@tenon/contracts/types';
import { orderedStructures, taktGrid, windowWeeks } from './takt-grid';

const id = (n: number) => n.toString(16).padStart(24, '0');
const S = id(1);
const OTHER = id(2);
const tree: TaktTree = {
  scheduleId: id(9),
  structures: [
    { id: OTHER, name: 'Parking', type: 'tall_building', mode: 'manual', order: 2 },
    { id: S, name: 'Plant', type: 'tall_building', mode: 'manual', order: 1 },
  ],
  locations: [
    { id: id(12), structureId: S, parentId: null, name: 'Level 2', level: 1, order: 2 },
    { id: id(11), structureId: S, parentId: null, name: 'Level 1', level: 1, order: 1 },
    { id: id(13), structureId: S, parentId: id(11), name: 'Area A', level: 2, order: 1 },
    { id: id(14), structureId: OTHER, parentId: null, name: 'Deck', level: 1, order: 1 },
  ],
  units: [
    { id: id(21), locationId: id(13), name: 'Rooms', order: 1, activityIds: [] },
    { id: id(22), locationId: id(12), name: 'Corridor', order: 2, activityIds: [] },
    { id: id(23), locationId: id(12), name: 'Rooms', order: 1, activityIds: [] },
    { id: id(24), locationId: id(14), name: 'Bay', order: 1, activityIds: [] },
  ],
};
const task = (name: string, unit: string | null, start: string, finish: string): TaskReply => ({ id: name, name, taktUnitId: unit, start: `${start}T08:00`, finish: `${finish}T17:00`, leanStatus: 'Debit' }) as TaskReply;

test('the window splits into weeks of seven days from its first day', () => {
  assert.deepEqual(windowWeeks({ start: '2026-11-26', weeks: 2 }), [
    { start: '2026-11-26', end: '2026-12-02' },
    { start: '2026-12-03', end: '2026-12-09' },
  ]);
});

test('structures open in their planner order', () => {
  assert.deepEqual(orderedStructures(tree).map((s) => s.name), ['Plant', 'Parking']);
});

test("rows are the structure's units in location-tree order; each week holds the unit's tasks that touch it", () => {
  const grid = taktGrid(
    tree,
    S,
    [
      task('mech L1A', id(21), '2026-11-30', '2026-12-02'),
      task('elec L1A', id(21), '2026-12-02', '2026-12-04'),
      task('mech L2 rooms', id(23), '2026-12-08', '2026-12-10'),
      task('plain task', null, '2026-11-30', '2026-12-01'),
      task('deck', id(24), '2026-11-30', '2026-12-01'),
      task('after', id(22), '2027-01-04', '2027-01-05'),
    ],
    { start: '2026-11-26', weeks: 2 },
  );
  assert.deepEqual(grid.rows.map((r) => `${r.location} · ${r.unitName}`), ['Level 1 / Area A · Rooms', 'Level 2 · Rooms', 'Level 2 · Corridor']);
  assert.deepEqual(grid.rows.map((r) => r.cells.map((cell) => cell.map((t) => t.name))), [
    [['mech L1A', 'elec L1A'], ['elec L1A']],
    [[], ['mech L2 rooms']],
    [[], []],
  ]);
  // Tasks of another structure, without a unit, or outside the window are not counted.
  assert.equal(grid.taskCount, 3);
});

test('a structure without locations gives no rows', () => {
  assert.deepEqual(taktGrid({ ...tree, locations: [], units: [] }, S, [], { start: '2026-11-26', weeks: 1 }).rows, []);
});
