import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaktAssignActivity, TaktTree } from '@tenon/contracts/types';
import { assignTreeNodes, checkedUnitIds, outlineDepth, searchActivities, unitKey } from './assign-model';

const id = (n: number) => n.toString(16).padStart(24, '0');
const tree: TaktTree = {
  scheduleId: id(99),
  structures: [{ id: id(1), name: 'Tower', type: 'tall_building', mode: 'automatic', order: 0 }],
  locations: [
    { id: id(2), structureId: id(1), parentId: null, name: 'Level 1', level: 1, order: 0 },
    { id: id(3), structureId: id(1), parentId: null, name: 'Level 2', level: 1, order: 1 },
  ],
  units: [
    { id: id(4), locationId: id(2), name: 'Unit 1', order: 0, activityIds: ['a1'] },
    { id: id(5), locationId: id(2), name: 'Unit 2', order: 1, activityIds: ['a1'] },
    { id: id(6), locationId: id(3), name: 'Unit 1', order: 0, activityIds: [] },
  ],
};

test('units already related to a chosen activity are disabled, and a level whose units all are', () => {
  const [tower] = assignTreeNodes(tree, new Set(['a1']));
  const [level1, level2] = tower!.children!;
  assert.deepEqual(level1!.children!.map((u) => u.disableCheckbox), [true, true]);
  assert.equal(level1!.disableCheckbox, true);
  assert.equal(level2!.children![0]!.disableCheckbox, false);
  assert.equal(tower!.unitCount, 3);
  const [free] = assignTreeNodes(tree, new Set(['a2']));
  assert.ok(free!.children!.every((level) => !level.disableCheckbox));
});

test('checked keys give the checkable units only: unrelated ones to assign, related ones to unassign', () => {
  const keys = [`location:${id(2)}`, unitKey(id(4)), unitKey(id(6))];
  assert.deepEqual(checkedUnitIds(keys, tree, new Set(['a1'])), [id(6)]);
  assert.deepEqual(checkedUnitIds(keys, tree, new Set()), [id(4), id(6)]);
  assert.deepEqual(checkedUnitIds(keys, tree, new Set(['a1']), 'unassign'), [id(4)]);
  const [tower] = assignTreeNodes(tree, new Set(['a1']), 'unassign');
  assert.deepEqual(tower!.children!.map((level) => level.disableCheckbox), [false, true]);
});

test('activities are found by name or outline number; the outline gives the indentation', () => {
  const row = (wbs: string, name: string): TaktAssignActivity => ({ id: wbs, parentId: null, name, wbs, start: '2026-01-01', finish: '2026-01-02', isSummary: false, unitCount: 0 });
  const list = [row('1', 'Structure'), row('1.1', 'Roof slab'), row('2', 'Plumbing')];
  assert.deepEqual(searchActivities(list, 'SLAB').map((a) => a.wbs), ['1.1']);
  assert.deepEqual(searchActivities(list, '1').map((a) => a.wbs), ['1', '1.1']);
  assert.equal(searchActivities(list, ' ').length, 3);
  assert.equal(outlineDepth('2.1.3'), 2);
});
