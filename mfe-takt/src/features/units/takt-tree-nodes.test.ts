import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaktTree } from '@tenon/contracts/types';
import { buildTaktTree, movedIds } from './takt-tree-nodes';

const id = (n: number) => n.toString(16).padStart(24, '0');
const tree: TaktTree = {
  scheduleId: id(1),
  structures: [
    { id: id(20), name: 'Tower B', type: 'tall_building', mode: 'manual', order: 1 },
    { id: id(10), name: 'Tower A', type: 'tall_building', mode: 'automatic', order: 0 },
  ],
  locations: [
    { id: id(12), structureId: id(10), parentId: null, name: 'Level 2', level: 1, order: 1 },
    { id: id(11), structureId: id(10), parentId: null, name: 'Level 1', level: 1, order: 0 },
    { id: id(13), structureId: id(10), parentId: id(11), name: 'Zone north', level: 2, order: 0 },
  ],
  units: [
    { id: id(31), locationId: id(13), name: 'Unit 2', order: 1, activityIds: ['a'] },
    { id: id(30), locationId: id(13), name: 'Unit 1', order: 0, activityIds: [] },
    { id: id(32), locationId: id(12), name: 'Unit 1', order: 0, activityIds: [] },
  ],
};

test('the tree nests structures, locations and units, each level in its stored order', () => {
  const [towerA, towerB] = buildTaktTree(tree);
  assert.deepEqual([towerA!.name, towerB!.name], ['Tower A', 'Tower B']);
  assert.deepEqual(towerA!.children!.map((node) => node.name), ['Level 1', 'Level 2']);
  const zone = towerA!.children![0]!.children![0]!;
  assert.deepEqual([zone.name, zone.kind, zone.unitCount], ['Zone north', 'location', 2]);
  assert.deepEqual(zone.children!.map((node) => [node.name, node.kind]), [['Unit 1', 'unit'], ['Unit 2', 'unit']]);
  assert.equal(towerB!.isLeaf, true);
});

test('a row with assigned tasks below it is marked, up to its structure, so a delete asks for the word', () => {
  const [towerA] = buildTaktTree(tree);
  const [level1, level2] = towerA!.children!;
  assert.equal(towerA!.hasTasks, true);
  assert.equal(level1!.hasTasks, true);
  assert.equal(level2!.hasTasks, false);
});

test('moving a row swaps it with its neighbour, and not past an end', () => {
  assert.deepEqual(movedIds(['a', 'b', 'c'], 'b', -1), ['b', 'a', 'c']);
  assert.deepEqual(movedIds(['a', 'b', 'c'], 'b', 1), ['a', 'c', 'b']);
  assert.equal(movedIds(['a', 'b', 'c'], 'a', -1), null);
  assert.equal(movedIds(['a', 'b', 'c'], 'c', 1), null);
});
