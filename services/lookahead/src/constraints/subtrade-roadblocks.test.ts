import { test } from 'node:test';
import assert from 'node:assert/strict';
import { responsiblesInReach, roadblockInReach, roadblockReachOf } from './subtrade-roadblocks';

const members = [
  { userId: 'ana', subcontractId: 'concrete' },
  { userId: 'ben', subcontractId: 'concrete' },
  { userId: 'carl', subcontractId: 'steel' },
  { userId: 'dora', subcontractId: null },
];

test('AC and V reach every roadblock and may name anyone', () => {
  for (const code of ['AC', 'V', undefined] as const) {
    const reach = roadblockReachOf(code, 'concrete', members);
    assert.equal(roadblockInReach(reach, ['carl']), true);
    assert.equal(responsiblesInReach(reach, []), true);
  }
});

test("a subtrade sees roadblocks with a responsible of its subcontract, and names only its subcontract's people", () => {
  const reach = roadblockReachOf('ACP', 'concrete', members);
  assert.equal(roadblockInReach(reach, ['carl', 'ben']), true);
  assert.equal(roadblockInReach(reach, ['carl', 'dora']), false);
  assert.equal(roadblockInReach(reach, []), false);
  assert.equal(responsiblesInReach(reach, ['ana', 'ben']), true);
  assert.equal(responsiblesInReach(reach, ['ana', 'carl']), false);
  assert.equal(responsiblesInReach(reach, []), false);
});

test('a subtrade without a subcontract reaches nothing', () => {
  const reach = roadblockReachOf('ACP', null, members);
  assert.equal(roadblockInReach(reach, ['dora']), false);
  assert.equal(responsiblesInReach(reach, ['dora']), false);
});

test('an edit by a subtrade may keep people another named, but adds only its own and keeps one of them', () => {
  const reach = roadblockReachOf('ACP', 'concrete', members);
  assert.equal(responsiblesInReach(reach, ['ana', 'carl'], ['ana', 'carl']), true);
  assert.equal(responsiblesInReach(reach, ['ana', 'ben', 'carl'], ['ana', 'carl']), true);
  assert.equal(responsiblesInReach(reach, ['ana', 'dora'], ['ana', 'carl']), false);
  assert.equal(responsiblesInReach(reach, ['carl'], ['ana', 'carl']), false);
});
