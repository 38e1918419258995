import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  weeklyEvents,
  weeklyRequests,
  type AuthContext,
  type CncChangedEvent,
  type CncChangeReply,
  type CncRemovedReply,
  type CncTypeView,
  type ListCncsReply,
  type ListCncTypesReply,
} from '@tenon/contracts';
import { demoId, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { assertNotRunningAlready, demoAuthOn, errorOf, randomObjectId, type RecordedEvents, recordEvents, type ServiceUnderTest, siblingServices, startWithProjects } from '@tenon/service-kit/testing';
import { startWeeklyService } from '../start-weekly';

/** CNCs and CNC types against the real database and Kafka, with the projects and lookahead services answering. */
const siblings = siblingServices();
let weekly: ServiceUnderTest | undefined;
let recorder: RecordedEvents | undefined;
let events: CncChangedEvent[] = [];

const planner = demoAuthOn('planner', 'weekly.cnc', 'AC');
const foreman = demoAuthOn('subtrade', 'weekly.cnc', 'ACP');
const viewer = demoAuthOn('superintendent', 'weekly.cnc', 'V');
const hidden = demoAuthOn('lastplanner', 'weekly.cnc', 'SA');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const podium = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id };
/** Tasks of the demo lookahead of Tower A (seeded by the lookahead service). */
const roofSlabForming = demoId('task', 1);
const risers = demoId('task', 8);
const db = () => weekly!.service.app.get<Connection>(getConnectionToken());
const storedCncs = async () => (await db().collection<{ name: string; status: string; typeId: string }>('cncs').find({}).sort({ name: 1 }).toArray()).map((c) => [c.name, c.status, c.typeId]);
const storedTypes = async () => (await db().collection<{ name: string; projectId: string }>('cnc_types').find({}).sort({ projectId: 1, name: 1 }).toArray()).map((t) => [t.projectId, t.name]);

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await weekly!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const list = (auth: AuthContext = planner, where = tower) => ok<ListCncsReply>(weeklyRequests.listCncs, auth, where);
const types = async (auth: AuthContext = planner, where = tower) => (await ok<ListCncTypesReply>(weeklyRequests.listCncTypes, auth, where)).types;
const typeNamed = async (defaultKey: string): Promise<CncTypeView> => (await types()).find((type) => type.defaultKey === defaultKey)!;

async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = read();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`no ${what}`);
}

before(async () => {
  await assertNotRunningAlready(['lookahead']);
  weekly = await startWithProjects({ name: 'weekly', start: startWeeklyService });
  siblings.start('lookahead', { ROADBLOCK_OVERDUE_SWEEP_SECONDS: '0' });
  // Ready once the lookahead answers with its seeded demo tasks.
  await weekly.waitUntilReady(async () => {
    const reply = await weekly!.ask<ListCncsReply>(weeklyRequests.listCncs, planner, tower);
    return reply.ok && reply.data.tasks.length > 0 ? reply : { ok: false, error: { code: 'WAIT', message: 'no tasks yet', status: 503 } };
  });
  recorder = await recordEvents([weeklyEvents.cncChanged]);
  events = recorder.of<CncChangedEvent>(weeklyEvents.cncChanged);
});

after(async () => {
  await recorder?.stop();
  await weekly?.stop();
  await siblings.stopAll();
});

test('a project reads the usual lean causes the first time, once each however often it is read', async () => {
  const first = await types(viewer, { projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id }).catch(() => undefined);
  assert.equal(first, undefined, 'the superintendent is not a member of Northgate');
  const northgate = { projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id };
  const [once, twice] = await Promise.all([types(planner, northgate), types(planner, northgate)]);
  const expected = ['Prerequisite work', 'Materials', 'Labour', 'Equipment', 'Design / information', 'Weather', 'Planning error', 'Client / owner change'];
  assert.deepEqual(once.map((type) => type.name), expected);
  assert.deepEqual(twice.map((type) => type.name), expected);
  assert.equal((await storedTypes()).filter(([projectId]) => projectId === NORTHGATE_MEDICAL.id).length, 8);
});

test('the demo Tower A starts with four CNCs on the two weeks before this one, naming its lookahead tasks', async () => {
  const { cncs, tasks } = await list(viewer);
  assert.deepEqual(cncs.map((cnc) => cnc.weekStart), ['2026-11-16', '2026-11-16', '2026-11-09', '2026-11-09']);
  const names = new Map(tasks.map((task) => [task.id, task.name]));
  assert.deepEqual([...new Set(cncs.flatMap((cnc) => cnc.taskIds))].map((id) => names.get(id)).sort(), ['Risers and sleeves, levels 5-6', 'Shore and form roof slab']);
  const inUse = (await types(viewer)).filter((type) => type.usedBy > 0).map((type) => type.defaultKey).sort();
  assert.deepEqual(inUse, ['design_information', 'labour', 'materials', 'weather']);
});

test('a planner records a CNC, changes its status and removes it, and each change is announced', async () => {
  const materials = await typeNamed('materials');
  const created = await ok<CncChangeReply>(weeklyRequests.createCnc, planner, {
    ...tower,
    name: 'Anchor bolts not delivered',
    typeId: materials.id,
    weekStart: '2026-11-16',
    responsibleId: demoUserByRole('subtrade').id,
    priority: 'High',
    taskIds: [roofSlabForming, risers],
  });
  assert.deepEqual([created.cnc.status, created.cnc.priority, created.cnc.image, created.cnc.createdBy], ['unsolved', 'High', null, planner.userId]);
  assert.ok((await list(viewer)).cncs.some((cnc) => cnc.id === created.cnc.id && cnc.typeId === materials.id));

  const image = randomObjectId();
  const updated = await ok<CncChangeReply>(weeklyRequests.updateCnc, planner, { ...tower, cncId: created.cnc.id, status: 'inprocess', image });
  assert.deepEqual([updated.cnc.status, updated.cnc.name, updated.cnc.image, updated.cnc.taskIds.length], ['inprocess', 'Anchor bolts not delivered', `/api/v1/images/${image}`, 2]);

  const removed = await ok<CncRemovedReply>(weeklyRequests.deleteCnc, planner, { ...tower, cncId: created.cnc.id });
  assert.deepEqual(removed, { deletedId: created.cnc.id, message: 'succesfully_removed_cnc' });
  assert.ok(!(await list(viewer)).cncs.some((cnc) => cnc.id === created.cnc.id));

  for (const change of ['created', 'updated', 'deleted'] as const) {
    const event = await eventually(() => events.find((e) => e.cnc.id === created.cnc.id && e.change === change), `${change} event`);
    assert.deepEqual([event.scheduleId, event.projectId, event.changedBy, event.cnc.typeId], [HARBOR_VIEW_TOWER.id, HARBOR_VIEW.id, planner.userId, materials.id]);
  }
  assert.equal(events.find((e) => e.cnc.id === created.cnc.id && e.change === 'updated')!.cnc.status, 'inprocess');
});

test('a viewer reads but records nothing; without the permission the CNCs are not shown', async () => {
  const weather = await typeNamed('weather');
  const refused = errorOf(await weekly!.ask(weeklyRequests.createCnc, viewer, { ...tower, name: 'Wind', typeId: weather.id, weekStart: '2026-11-16' }));
  assert.deepEqual([refused.code, refused.status], ['NO_PERMISSION', 403]);
  const hiddenList = errorOf(await weekly!.ask(weeklyRequests.listCncs, hidden, tower));
  assert.deepEqual([hiddenList.code, hiddenList.status], ['NO_PERMISSION', 403]);
  assert.ok(!(await storedCncs()).some(([name]) => name === 'Wind'));
});

test("a subcontractor records CNCs and changes its own, not another's, and never the types", async () => {
  const labour = await typeNamed('labour');
  const own = await ok<CncChangeReply>(weeklyRequests.createCnc, foreman, { ...tower, name: 'Crew short two fitters', typeId: labour.id, weekStart: '2026-11-16' });
  await ok(weeklyRequests.updateCnc, foreman, { ...tower, cncId: own.cnc.id, status: 'resolved' });
  const planners = (await list(viewer)).cncs.find((cnc) => cnc.createdBy !== foreman.userId)!;
  const notTheirs = errorOf(await weekly!.ask(weeklyRequests.updateCnc, foreman, { ...tower, cncId: planners.id, status: 'resolved' }));
  assert.deepEqual([notTheirs.code, notTheirs.status], ['NOT_CNC_AUTHOR', 403]);
  const notRemoved = errorOf(await weekly!.ask(weeklyRequests.deleteCnc, foreman, { ...tower, cncId: planners.id }));
  assert.equal(notRemoved.code, 'NOT_CNC_AUTHOR');
  const noTypes = errorOf(await weekly!.ask(weeklyRequests.createCncType, foreman, { ...tower, name: 'Access to site' }));
  assert.deepEqual([noTypes.code, noTypes.status], ['NO_PERMISSION', 403]);
  assert.equal((await list(viewer)).cncs.find((cnc) => cnc.id === planners.id)!.status, planners.status);
});

test("another company, another project's type, another schedule's CNC, unknown tasks and huge text change nothing", async () => {
  const before = await storedCncs();
  const stranger: AuthContext = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-x', permissions: planner.permissions! };
  const weather = await typeNamed('weather');
  const foreignCompany = errorOf(await weekly!.ask(weeklyRequests.createCnc, stranger, { ...tower, name: 'Snow', typeId: weather.id, weekStart: '2026-11-16' }));
  assert.deepEqual([foreignCompany.code, foreignCompany.status], ['WRONG_COMPANY', 403]);

  const northgateType = (await types(planner, { projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id }))[0]!;
  const otherProjectType = errorOf(await weekly!.ask(weeklyRequests.createCnc, planner, { ...tower, name: 'Snow', typeId: northgateType.id, weekStart: '2026-11-16' }));
  assert.deepEqual([otherProjectType.code, otherProjectType.status], ['CNC_TYPE_UNKNOWN', 400]);

  const unknownTask = errorOf(await weekly!.ask(weeklyRequests.createCnc, planner, { ...tower, name: 'Snow', typeId: weather.id, weekStart: '2026-11-16', taskIds: [roofSlabForming, randomObjectId()] }));
  assert.deepEqual([unknownTask.code, unknownTask.status], ['CNC_TASK_UNKNOWN', 400]);
  // The tower's task is not a task of the podium.
  const podiumTypes = await types(planner, podium);
  const otherSchedulesTask = errorOf(await weekly!.ask(weeklyRequests.createCnc, planner, { ...podium, name: 'Snow', typeId: podiumTypes[0]!.id, weekStart: '2026-11-16', taskIds: [roofSlabForming] }));
  assert.equal(otherSchedulesTask.code, 'CNC_TASK_UNKNOWN');

  const towerCnc = (await list()).cncs[0]!;
  const elsewhere = errorOf(await weekly!.ask(weeklyRequests.updateCnc, planner, { ...podium, cncId: towerCnc.id, status: 'resolved' }));
  assert.deepEqual([elsewhere.code, elsewhere.status], ['CNC_UNKNOWN', 404]);

  for (const bad of [
    { name: 'x'.repeat(201) },
    { name: 'Snow', description: 'x'.repeat(5001) },
    { name: 'Snow', weekStart: '2026-02-30' },
    { name: 'Snow', status: 'forgotten' },
    { name: 'Snow', taskIds: Array.from({ length: 201 }, () => randomObjectId()) },
    { name: 'Snow', owner: 'me' },
  ]) {
    const invalid = errorOf(await weekly!.ask(weeklyRequests.createCnc, planner, { ...tower, typeId: weather.id, weekStart: '2026-11-16', ...bad }));
    assert.deepEqual([invalid.code, invalid.status], ['VALIDATION_FAILED', 400], JSON.stringify(Object.keys(bad)));
  }
  assert.deepEqual(await storedCncs(), before);
});

test('types are renamed, kept unique whatever the case, and deleted only when no CNC names them', async () => {
  const added = await ok<CncTypeView>(weeklyRequests.createCncType, planner, { ...tower, name: '  Site   access ' });
  assert.deepEqual([added.name, added.defaultKey, added.usedBy], ['Site access', null, 0]);
  const taken = errorOf(await weekly!.ask(weeklyRequests.createCncType, planner, { ...tower, name: 'MATERIALS' }));
  assert.deepEqual([taken.code, taken.status], ['CNC_TYPE_NAME_TAKEN', 409]);

  const weather = await typeNamed('weather');
  const renamed = await ok<CncTypeView>(weeklyRequests.updateCncType, planner, { ...tower, typeId: weather.id, name: 'Weather and site conditions' });
  assert.deepEqual([renamed.name, renamed.defaultKey], ['Weather and site conditions', null]);
  const clash = errorOf(await weekly!.ask(weeklyRequests.updateCncType, planner, { ...tower, typeId: added.id, name: 'weather and site CONDITIONS' }));
  assert.equal(clash.code, 'CNC_TYPE_NAME_TAKEN');

  const inUse = errorOf(await weekly!.ask(weeklyRequests.deleteCncType, planner, { ...tower, typeId: weather.id }));
  assert.deepEqual([inUse.code, inUse.status], ['CNC_TYPE_IN_USE', 409]);
  assert.deepEqual(await ok(weeklyRequests.deleteCncType, planner, { ...tower, typeId: added.id }), { deletedId: added.id });
  const names = (await types()).map((type) => type.name);
  assert.ok(!names.includes('Site access') && names.includes('Weather and site conditions') && names.length === 8);
});
