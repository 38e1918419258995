import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LocationRecord } from '../locations/location.schema';
import type { UnitRecord } from '../units/unit.schema';
import { copySubtree, subtreeOf } from './subtree-copy';

const id = (n: number) => n.toString(16).padStart(24, '0');
const location = (n: number, parent: number | null, level: number): LocationRecord => ({
  _id: id(n), companyId: 'c1', scheduleId: 's1', structureId: id(100), parentId: parent === null ? null : id(parent), name: `L${n}`, level, order: n,
});
const unit = (n: number, at: number): UnitRecord => ({ _id: id(200 + n), companyId: 'c1', scheduleId: 's1', structureId: id(100), locationId: id(at), name: `U${n}`, order: n, activityIds: ['a1'] });

// L1 ─ L2 ─ L4 (units U1, U2); L1 ─ L3; L5 apart
const locations = [location(1, null, 1), location(2, 1, 2), location(3, 1, 2), location(4, 2, 3), location(5, null, 1)];
const units = [unit(1, 4), unit(2, 4), unit(3, 5)];

test('the subtree of a location is it and everything under it, parents first', () => {
  assert.deepEqual(subtreeOf(locations, [id(1)]).map((l) => l.name), ['L1', 'L2', 'L3', 'L4']);
  assert.deepEqual(subtreeOf(locations, [id(2)]).map((l) => l.name), ['L2', 'L4']);
});

test('a copy has new ids, keeps the shape under the new root, and carries no activity relations', () => {
  const subtree = subtreeOf(locations, [id(2)]);
  const copy = copySubtree(subtree, units, { structureId: id(100), rootParentId: id(1), rootLevelShift: 0 }, (root) => `${root.name} Copia 1`);
  assert.deepEqual(copy.locations.map((l) => l.name), ['L2 Copia 1', 'L4']);
  const [root, child] = copy.locations;
  assert.equal(root!.parentId, id(1));
  assert.equal(child!.parentId, root!._id, 'the child hangs under the copied root, not the original');
  assert.ok(copy.locations.every((l) => !locations.some((o) => o._id === l._id)));
  assert.deepEqual(copy.units.map((u) => [u.name, u.locationId]), [['U1', child!._id], ['U2', child!._id]]);
  assert.ok(copy.units.every((u) => u.activityIds.length === 0));
});
