import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { taktRequests, type AuthContext, type TaktSettings, type TaktTree } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER, type Role } from '@tenon/demo-data';
import { demoAuth, demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startTaktService } from '../start-takt';
import { UnitsRepository } from '../units/units.repository';

let running: ServiceUnderTest;
const where = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const planner = (role: Role = 'planner', code: 'AC' | 'V' = 'AC'): AuthContext => demoAuthOn(role, 'takt.planning', code);
const companyAdmin: AuthContext = { ...planner('admin'), permissions: { ...planner('admin').permissions!, 'settings.company': 'AC' } };

async function ask<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await running.ask<T>(topic, auth, data);
  if (!reply.ok) assert.fail(`${topic} failed: ${JSON.stringify(reply.error)}`);
  return reply.data;
}
const tree = () => ask<TaktTree>(taktRequests.listStructures, planner(), where);
const tower = (name: string, start = 5, end = 8, unitsPerLocation = 4) => ({
  ...where,
  type: 'tall_building',
  name,
  mode: 'automatic',
  automatic: { locationLabel: 'Level', start, end, unitLabel: 'Unit', unitsPerLocation },
});
const db = () => running.service.app.get<Connection>(getConnectionToken());

before(async () => {
  running = await startWithProjects({ name: 'takt', start: startTaktService });
  await running.waitUntilReady(() => running.ask(taktRequests.listStructures, planner(), where));
});
after(async () => {
  await running?.stop();
});

test('the wizard builds an automatic tower: levels 5–8, each with units 1–4, in order', async () => {
  const reply = await ask<TaktTree>(taktRequests.createStructure, planner(), tower('Tower A takt'));
  const structure = reply.structures.find((s) => s.name === 'Tower A takt');
  assert.ok(structure);
  assert.deepEqual([structure.type, structure.mode], ['tall_building', 'automatic']);
  const levels = reply.locations.filter((l) => l.structureId === structure.id);
  assert.deepEqual(levels.map((l) => [l.name, l.level, l.parentId]), [['Level 5', 1, null], ['Level 6', 1, null], ['Level 7', 1, null], ['Level 8', 1, null]]);
  const level6 = levels[1]!;
  assert.deepEqual(reply.units.filter((u) => u.locationId === level6.id).map((u) => u.name), ['Unit 1', 'Unit 2', 'Unit 3', 'Unit 4']);
  assert.equal(reply.units.filter((u) => levels.some((l) => l.id === u.locationId)).length, 16);
  assert.deepEqual(await tree(), reply, 'what the wizard answered is what is stored');
});

test('an incoherent range is a 400 with the rule code, and nothing is created', async () => {
  const before = await tree();
  for (const [range, code] of [
    [{ start: 8, end: 5 }, 'TAKT_RANGE_START_AFTER_END'],
    [{ start: 6, end: 6 }, 'TAKT_RANGE_START_EQUALS_END'],
    [{ start: -1, end: 6 }, 'TAKT_RANGE_INCOHERENT'],
  ] as const) {
    const error = errorOf(await running.ask(taktRequests.createStructure, planner(), tower('Broken', range.start, range.end)));
    assert.deepEqual([error.code, error.status], [code, 400]);
  }
  const noLabel = { ...tower('Broken'), automatic: { ...tower('Broken').automatic, unitLabel: '' } };
  assert.equal(errorOf(await running.ask(taktRequests.createStructure, planner(), noLabel)).code, 'TAKT_FIELDS_REQUIRED');
  const homes = { ...tower('Estate'), type: 'homes' };
  assert.equal(errorOf(await running.ask(taktRequests.createStructure, planner(), homes)).code, 'TAKT_AUTOMATIC_TALL_BUILDING_ONLY');
  assert.equal(errorOf(await running.ask(taktRequests.createStructure, planner(), { ...where, type: 'castle', name: 'x', mode: 'manual' })).status, 400);
  assert.deepEqual(await tree(), before);
});

test('a manual structure is built by hand: locations, nested levels, mass creation and units, with the tree rules', async () => {
  let reply = await ask<TaktTree>(taktRequests.createStructure, planner(), { ...where, type: 'road', name: 'Access road', mode: 'manual' });
  const road = reply.structures.find((s) => s.name === 'Access road')!;
  assert.equal(reply.locations.filter((l) => l.structureId === road.id).length, 0);
  reply = await ask<TaktTree>(taktRequests.massCreateLocations, planner(), { ...where, structureId: road.id, parentId: null, label: 'Segment', start: -1, end: 3 });
  const segments = reply.locations.filter((l) => l.structureId === road.id);
  assert.deepEqual(segments.map((l) => l.name), ['Segment 1', 'Segment 2', 'Segment 3'], 'a negative start is read as positive');
  reply = await ask<TaktTree>(taktRequests.createLocation, planner(), { ...where, structureId: road.id, parentId: segments[0]!.id, name: 'Lane north' });
  const lane = reply.locations.find((l) => l.name === 'Lane north')!;
  assert.deepEqual([lane.level, lane.parentId], [2, segments[0]!.id]);
  reply = await ask<TaktTree>(taktRequests.massCreateUnits, planner(), { ...where, locationId: lane.id, label: 'Stretch', start: 1, end: 3 });
  assert.deepEqual(reply.units.filter((u) => u.locationId === lane.id).map((u) => u.name), ['Stretch 1', 'Stretch 2', 'Stretch 3']);

  const before = await tree();
  const underUnits = errorOf(await running.ask(taktRequests.createLocation, planner(), { ...where, structureId: road.id, parentId: lane.id, name: 'Too deep' }));
  assert.deepEqual([underUnits.code, underUnits.status], ['TAKT_LOCATION_HAS_UNITS', 400]);
  const unitsBesideLocations = errorOf(await running.ask(taktRequests.createUnit, planner(), { ...where, locationId: segments[0]!.id, name: 'Stray' }));
  assert.equal(unitsBesideLocations.code, 'TAKT_LOCATION_HAS_LOCATIONS');
  const equal = errorOf(await running.ask(taktRequests.massCreateUnits, planner(), { ...where, locationId: lane.id, label: 'Stretch', start: 4, end: 4 }));
  assert.equal(equal.code, 'TAKT_MASS_START_EQUALS_END');
  const noLabel = errorOf(await running.ask(taktRequests.massCreateLocations, planner(), { ...where, structureId: road.id, parentId: null, label: '', start: 1, end: 4 }));
  assert.equal(noLabel.code, 'TAKT_MASS_FIELDS_REQUIRED');
  assert.deepEqual(await tree(), before, 'refused creations change nothing');
});

test("rename, reorder and duplicate (' Copia n', with everything under it) for structures, locations and units", async () => {
  let reply = await ask<TaktTree>(taktRequests.createStructure, planner(), tower('Tower B', 1, 3, 2));
  const towerB = reply.structures.find((s) => s.name === 'Tower B')!;
  const levels = () => reply.locations.filter((l) => l.structureId === towerB.id);
  reply = await ask<TaktTree>(taktRequests.renameLocation, planner(), { ...where, nodeId: levels()[0]!.id, name: 'Ground floor' });
  assert.equal(levels()[0]!.name, 'Ground floor');
  const reversed = levels().map((l) => l.id).reverse();
  reply = await ask<TaktTree>(taktRequests.reorderLocations, planner(), { ...where, ids: reversed });
  assert.deepEqual(levels().map((l) => l.name), ['Level 3', 'Level 2', 'Ground floor']);
  const partial = errorOf(await running.ask(taktRequests.reorderLocations, planner(), { ...where, ids: reversed.slice(1) }));
  assert.deepEqual([partial.code, partial.status], ['TAKT_REORDER_MISMATCH', 400]);

  reply = await ask<TaktTree>(taktRequests.duplicateStructure, planner(), { ...where, nodeId: towerB.id });
  const copy = reply.structures.find((s) => s.name === 'Tower B Copia 1');
  assert.ok(copy, 'the duplicate is named Tower B Copia 1');
  const copiedLevels = reply.locations.filter((l) => l.structureId === copy.id);
  assert.deepEqual(copiedLevels.map((l) => l.name), ['Level 3', 'Level 2', 'Ground floor']);
  assert.equal(reply.units.filter((u) => copiedLevels.some((l) => l.id === u.locationId)).length, 6);
  reply = await ask<TaktTree>(taktRequests.duplicateStructure, planner(), { ...where, nodeId: towerB.id });
  assert.ok(reply.structures.some((s) => s.name === 'Tower B Copia 2'));

  const level2 = levels().find((l) => l.name === 'Level 2')!;
  reply = await ask<TaktTree>(taktRequests.duplicateLocation, planner(), { ...where, nodeId: level2.id });
  const level2Copy = levels().find((l) => l.name === 'Level 2 Copia 1')!;
  assert.deepEqual(reply.units.filter((u) => u.locationId === level2Copy.id).map((u) => u.name), ['Unit 1', 'Unit 2']);
  const unit1 = reply.units.find((u) => u.locationId === level2.id && u.name === 'Unit 1')!;
  reply = await ask<TaktTree>(taktRequests.duplicateUnit, planner(), { ...where, nodeId: unit1.id });
  reply = await ask<TaktTree>(taktRequests.renameUnit, planner(), { ...where, nodeId: unit1.id, name: 'Apartment 201' });
  assert.deepEqual(reply.units.filter((u) => u.locationId === level2.id).map((u) => u.name), ['Apartment 201', 'Unit 2', 'Unit 1 Copia 1']);
  reply = await ask<TaktTree>(taktRequests.renameStructure, planner(), { ...where, nodeId: towerB.id, name: 'Tower B (residential)' });
  assert.ok(reply.structures.some((s) => s.id === towerB.id && s.name === 'Tower B (residential)'));
  const blank = errorOf(await running.ask(taktRequests.renameStructure, planner(), { ...where, nodeId: towerB.id, name: '  ' }));
  assert.equal(blank.status, 400);
});

test('deleting something with assigned tasks is refused without the confirmation word; with it, it goes with all under it', async () => {
  let reply = await ask<TaktTree>(taktRequests.createStructure, planner(), tower('Tower C', 1, 2, 2));
  const towerC = reply.structures.find((s) => s.name === 'Tower C')!;
  const levels = reply.locations.filter((l) => l.structureId === towerC.id);
  const [assigned, free] = reply.units.filter((u) => u.locationId === levels[0]!.id);
  // An activity related to the unit, as an assign stores it (its relations are kept per activity).
  const activityId = randomObjectId();
  await db().collection('takt_unit_relations').insertOne({ _id: `${where.scheduleId}:${activityId}` as never, companyId: DEMO_COMPANY.id, scheduleId: where.scheduleId, activityId, unitIds: [assigned!.id] });

  reply = await ask<TaktTree>(taktRequests.deleteUnit, planner(), { ...where, nodeId: free!.id });
  assert.ok(!reply.units.some((u) => u.id === free!.id), 'a unit without tasks goes without the word');
  for (const [topic, nodeId] of [[taktRequests.deleteUnit, assigned!.id], [taktRequests.deleteLocation, levels[0]!.id], [taktRequests.deleteStructure, towerC.id]] as const) {
    const refused = errorOf(await running.ask(topic, planner(), { ...where, nodeId }));
    assert.deepEqual([refused.code, refused.status], ['TAKT_DELETE_NEEDS_CONFIRMATION', 400], topic);
    const wrongWord = errorOf(await running.ask(topic, planner(), { ...where, nodeId, confirmation: 'yes' }));
    assert.equal(wrongWord.code, 'TAKT_DELETE_NEEDS_CONFIRMATION');
  }
  assert.ok((await tree()).units.some((u) => u.id === assigned!.id), 'refused deletes left the unit');
  reply = await ask<TaktTree>(taktRequests.deleteLocation, planner(), { ...where, nodeId: levels[0]!.id, confirmation: 'ELIMINAR' });
  assert.ok(!reply.locations.some((l) => l.id === levels[0]!.id));
  assert.ok(!reply.units.some((u) => u.id === assigned!.id));
  reply = await ask<TaktTree>(taktRequests.deleteStructure, planner(), { ...where, nodeId: towerC.id });
  assert.ok(!reply.structures.some((s) => s.id === towerC.id));
  assert.ok(!reply.locations.some((l) => l.structureId === towerC.id), 'its locations are gone with it');
  assert.equal(await db().collection('units').countDocuments({ structureId: towerC.id }), 0, 'and its units');
  const relation = await db().collection('takt_unit_relations').findOne({ _id: `${where.scheduleId}:${activityId}` as never });
  assert.deepEqual(relation?.unitIds, [], 'no activity stays related to a deleted unit');
});

test('relations an older version stored on the units move to their own collection once, at start', async () => {
  const reply = await ask<TaktTree>(taktRequests.createStructure, planner(), tower('Legacy tower', 1, 2, 2));
  const structure = reply.structures.find((s) => s.name === 'Legacy tower')!;
  const level = reply.locations.find((l) => l.structureId === structure.id)!;
  const unitIds = reply.units.filter((u) => u.locationId === level.id).map((u) => u.id);
  const activityId = randomObjectId();
  await db().collection('units').updateMany({ _id: { $in: unitIds as never[] } }, { $set: { activityIds: [activityId] } });
  await db().collection('takt_unit_relations').deleteOne({ _id: 'marker:inline-relations-moved' as never });

  await running.service.app.get(UnitsRepository).onModuleInit();
  const moved = (await tree()).units.filter((u) => unitIds.includes(u.id));
  assert.deepEqual(moved.map((u) => u.activityIds), [[activityId], [activityId]]);
  const stored = await db().collection('units').find({ _id: { $in: unitIds as never[] } }).toArray();
  assert.deepEqual(stored.map((u) => u.activityIds as unknown), [[], []], 'cleared on the units');
  // Once: a later start finds the marker and reads nothing.
  await db().collection('units').updateOne({ _id: unitIds[0] as never }, { $set: { activityIds: ['stray'] } });
  await running.service.app.get(UnitsRepository).onModuleInit();
  assert.deepEqual((await tree()).units.find((u) => u.id === unitIds[0])?.activityIds, [activityId]);
  await ask<TaktTree>(taktRequests.deleteStructure, planner(), { ...where, nodeId: structure.id, confirmation: 'ELIMINAR' });
});

test('takt planning is open to superadmin, admin, project leader and planner only; V reads; a subtrade is refused', async () => {
  const before = await tree();
  for (const role of ['superadmin', 'admin', 'projectleader'] as const) {
    assert.equal((await ask<TaktTree>(taktRequests.listStructures, planner(role), where)).scheduleId, where.scheduleId, role);
  }
  for (const role of ['subtrade', 'lastplanner', 'client', 'superintendent'] as const) {
    const refused = errorOf(await running.ask(taktRequests.createStructure, planner(role), tower(`By ${role}`)));
    assert.ok(['NO_PERMISSION', 'NOT_A_MEMBER'].includes(refused.code), `${role}: ${refused.code}`);
    assert.equal(refused.status, 403);
  }
  const subtradeRead = errorOf(await running.ask(taktRequests.listStructures, planner('subtrade'), where));
  assert.equal(subtradeRead.status, 403);
  const viewer = errorOf(await running.ask(taktRequests.createStructure, planner('planner', 'V'), tower('Read only')));
  assert.deepEqual([viewer.code, viewer.status], ['NO_PERMISSION', 403]);
  const withoutTable = errorOf(await running.ask(taktRequests.listStructures, demoAuth('planner'), where));
  assert.equal(withoutTable.code, 'NO_PERMISSION');
  assert.deepEqual(await tree(), before);
});

test("another company's caller, another schedule's ids and another company's records are refused, nothing changed", async () => {
  const stranger: AuthContext = { ...planner('admin'), userId: randomObjectId(), companyId: randomObjectId() };
  const wrongCompany = errorOf(await running.ask(taktRequests.createStructure, stranger, tower('Intruder')));
  assert.deepEqual([wrongCompany.code, wrongCompany.status], ['WRONG_COMPANY', 403]);

  const reply = await ask<TaktTree>(taktRequests.createStructure, planner(), tower('Tower D', 1, 2, 1));
  const towerD = reply.structures.find((s) => s.name === 'Tower D')!;
  const before = await tree();
  const podium = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id };
  const otherSchedule = errorOf(await running.ask(taktRequests.renameStructure, planner(), { ...podium, nodeId: towerD.id, name: 'Hijacked' }));
  assert.deepEqual([otherSchedule.code, otherSchedule.status], ['TAKT_NODE_UNKNOWN', 404]);
  const foreignId = randomObjectId();
  await db().collection('structures').insertOne({ _id: foreignId as never, companyId: randomObjectId(), projectId: where.projectId, scheduleId: where.scheduleId, name: 'Theirs', type: 'other', mode: 'manual', order: 99, creatorId: 'x' });
  const theirs = errorOf(await running.ask(taktRequests.deleteStructure, planner(), { ...where, nodeId: foreignId }));
  assert.equal(theirs.code, 'TAKT_NODE_UNKNOWN');
  assert.ok(!(await tree()).structures.some((s) => s.id === foreignId), "another company's structure is not in the tree");
  const badId = errorOf(await running.ask(taktRequests.deleteStructure, planner(), { ...where, nodeId: 'not-an-id' }));
  assert.equal(badId.status, 400);
  assert.deepEqual(await tree(), before);
});

test('the company switch: off, takt is refused to everyone of the company; only company-settings AC changes it', async () => {
  assert.deepEqual(await ask<TaktSettings>(taktRequests.getSettings, planner(), {}), { enabled: true }, 'the demo company plans in takt');
  const refused = errorOf(await running.ask(taktRequests.updateSettings, planner(), { enabled: false }));
  assert.deepEqual([refused.code, refused.status], ['NO_PERMISSION', 403]);
  assert.deepEqual(await ask<TaktSettings>(taktRequests.updateSettings, companyAdmin, { enabled: false }), { enabled: false });
  try {
    const off = errorOf(await running.ask(taktRequests.listStructures, planner(), where));
    assert.deepEqual([off.code, off.status], ['TAKT_DISABLED', 403]);
    assert.equal(errorOf(await running.ask(taktRequests.createStructure, planner(), tower('While off'))).code, 'TAKT_DISABLED');
  } finally {
    await ask<TaktSettings>(taktRequests.updateSettings, companyAdmin, { enabled: true });
  }
  assert.equal((await tree()).structures.some((s) => s.name === 'While off'), false);
  assert.equal(DEMO_COMPANY.id.length, 24);
});
