import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  masterplanRequests,
  planActivityDefaults,
  projectsRequests,
  type AuthContext,
  type OutsideSubcontractDetails,
  type PlanActivity,
  type PlanLink,
  type PlanReply,
  type SavePlanReply,
  type SavePlanRequest,
  type SubcontractReply,
  type UpdateMemberReply,
  type ActivityProgressHistoryReply,
  type ScheduleUpdateSummary,
} from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_PODIUM, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/**
 * A subcontractor (ACP on the Gantt) against the real projects and masterplan services: the membership names the
 * subcontract, and the master plan lets them change only its activities; V and SA change nothing.
 */
let masterplan: ServiceUnderTest | undefined;
const admin = demoAuthOn('admin', 'masterplan.gantt', 'AC');
const subtrade = demoAuthOn('subtrade', 'masterplan.gantt', 'ACP');
const viewer = demoAuthOn('lastplanner', 'masterplan.gantt', 'V');
const settingsAdmin = demoAuthOn('admin', 'settings.project', 'AC');

const read = (auth: AuthContext) => masterplan!.ask<PlanReply>(masterplanRequests.readPlan, auth, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id });
const save = (auth: AuthContext, body: Omit<SavePlanRequest, 'projectId' | 'scheduleId'>) =>
  masterplan!.ask<SavePlanReply>(masterplanRequests.savePlan, auth, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, ...body });
const bind = (userId: string, subcontractId: string | null, projectId = HARBOR_VIEW.id) =>
  masterplan!.ask<UpdateMemberReply>(projectsRequests.updateMember, settingsAdmin, { projectId, userId, subcontractId });

async function plan(auth: AuthContext = admin): Promise<PlanReply> {
  const reply = await read(auth);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

async function subcontract(name: string, projectId = HARBOR_VIEW.id): Promise<string> {
  const reply = await masterplan!.ask<SubcontractReply>(projectsRequests.createProjectSubcontract, settingsAdmin, { projectId, name });
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data.subcontract.id;
}

let correlative = 500;
function activity(subcontractId: string | null, name: string): PlanActivity {
  correlative += 1;
  return {
    id: randomObjectId(), correlativeId: correlative, name, kind: 'task', parentId: null, order: correlative, duration: 960,
    start: '2027-03-01T08:00', finish: '2027-03-02T17:00', ...planActivityDefaults(), subcontractId,
  };
}
const link = (from: PlanActivity, to: PlanActivity): PlanLink => ({ id: randomObjectId(), predecessorId: from.id, successorId: to.id, type: 'FS', lag: 0 });
const nothing = { upsert: [], delete: [] };

let concrete = '';
let steel = '';
let slab: PlanActivity;
let beams: PlanActivity;
let curing: PlanActivity;

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => read(admin));
  concrete = await subcontract('Concrete crew');
  steel = await subcontract('Steel erectors');
  const bound = await bind(subtrade.userId, concrete);
  assert.ok(bound.ok, JSON.stringify(bound));
  assert.equal(bound.data.member.subcontractId, concrete);
  [slab, beams, curing] = [activity(concrete, 'Pour slab'), activity(steel, 'Erect beams'), activity(concrete, 'Cure slab')];
  const current = await plan();
  const setup = await save(admin, { baseVersion: current.version, activities: { upsert: [slab, beams, curing], delete: [] }, links: { upsert: [link(slab, beams)], delete: [] } });
  assert.ok(setup.ok, JSON.stringify(setup));
});

after(async () => {
  await masterplan?.stop();
});

test('a member is bound only to a subcontract of the project or its company, and only while a member', async () => {
  const otherProject = await subcontract('Northgate crew', NORTHGATE_MEDICAL.id);
  assert.deepEqual([errorOf(await bind(subtrade.userId, otherProject)).code], ['NOT_FOUND']);
  assert.deepEqual([errorOf(await bind(subtrade.userId, randomObjectId())).code], ['NOT_FOUND']);
  // The client is a member of Northgate only.
  assert.deepEqual([errorOf(await bind(demoAuthOn('client', 'settings.project', 'V').userId, concrete)).code], ['NOT_FOUND']);
  const outsider: AuthContext = { ...settingsAdmin, companyId: randomObjectId() };
  const foreign = errorOf(await masterplan!.ask(projectsRequests.updateMember, outsider, { projectId: HARBOR_VIEW.id, userId: subtrade.userId, subcontractId: concrete }));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
});

test('the plan tells each caller what it may change', async () => {
  assert.deepEqual((await plan(admin)).editing, { scope: 'all' });
  assert.deepEqual((await plan(subtrade)).editing, { scope: 'subcontract', subcontractId: concrete });
  assert.deepEqual((await plan(viewer)).editing, { scope: 'none' });
  const hidden = errorOf(await read(demoAuthOn('subtrade', 'masterplan.gantt', 'SA')));
  assert.deepEqual([hidden.code, hidden.status], ['NO_PERMISSION', 403]);
});

test("a subcontractor saves its own activity, and the successor of another subcontract follows with new dates only", async () => {
  const current = await plan(subtrade);
  const longer = { ...slab, name: 'Pour slab level 1', duration: 1440, finish: '2027-03-03T17:00' };
  const followed = { ...beams, start: '2027-03-04T08:00', finish: '2027-03-05T17:00' };
  const saved = await save(subtrade, { baseVersion: current.version, activities: { upsert: [longer, followed], delete: [] }, links: nothing });
  assert.ok(saved.ok, JSON.stringify(saved));
  const after = await plan();
  assert.equal(after.version, current.version + 1);
  assert.equal(after.activities.find((a) => a.id === slab.id)?.name, 'Pour slab level 1');
  assert.equal(after.activities.find((a) => a.id === beams.id)?.start, '2027-03-04T08:00');
  slab = longer;
  beams = followed;
});

test("a save that reaches another subcontract's activity or link is refused whole, naming the rows, and writes nothing", async () => {
  const current = await plan();
  const refusals: Array<[Omit<SavePlanRequest, 'projectId' | 'scheduleId'>, string[], number]> = [
    [{ baseVersion: current.version, activities: { upsert: [{ ...slab, name: 'Mine' }, { ...beams, name: 'Not mine' }], delete: [] }, links: nothing }, ['Erect beams'], 0],
    [{ baseVersion: current.version, activities: { upsert: [{ ...curing, subcontractId: steel }], delete: [] }, links: nothing }, ['Cure slab'], 0],
    [{ baseVersion: current.version, activities: { upsert: [activity(steel, 'Bolt beams')], delete: [] }, links: nothing }, ['Bolt beams'], 0],
    [{ baseVersion: current.version, activities: { upsert: [], delete: [beams.id] }, links: nothing }, ['Erect beams'], 0],
    [{ baseVersion: current.version, activities: nothing, links: { upsert: [link(curing, beams)], delete: [] } }, [], 1],
    [{ baseVersion: current.version, activities: nothing, links: { upsert: [], delete: current.links.filter((l) => l.predecessorId === slab.id).map((l) => l.id) } }, [], 1],
  ];
  for (const [body, names, links] of refusals) {
    const error = errorOf(await save(subtrade, body));
    assert.deepEqual([error.code, error.status], ['OUTSIDE_SUBCONTRACT', 403], JSON.stringify(body).slice(0, 200));
    const details = error.details as OutsideSubcontractDetails;
    assert.deepEqual(details.activities.map((a) => a.name), names);
    assert.equal(details.linkIds.length, links);
    if (names.length > 0) assert.match(error.message, new RegExp(names[0]!));
  }
  assert.deepEqual(await plan(), current, 'nothing was written');
});

test("a subcontractor's schedule update keeps only its subcontract's activities", async () => {
  const where = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id };
  const current = await plan(subtrade);
  const own = current.activities.filter((a) => a.subcontractId === concrete).length;
  const update = await masterplan!.ask<ScheduleUpdateSummary>(masterplanRequests.saveScheduleUpdate, subtrade, { ...where, name: 'Concrete week 1' });
  assert.ok(update.ok, JSON.stringify(update));
  assert.equal(update.data.activityCount, own);
  const history = async (activityId: string) => {
    const reply = await masterplan!.ask<ActivityProgressHistoryReply>(masterplanRequests.activityProgressHistory, subtrade, { ...where, activityId });
    assert.ok(reply.ok, JSON.stringify(reply));
    return reply.data.records.filter((r) => r.updateId === update.data.id);
  };
  assert.equal((await history(slab.id)).length, 1);
  assert.deepEqual(await history(beams.id), [], "another subcontract's activity is not in it");
  const viewerUpdate = errorOf(await masterplan!.ask(masterplanRequests.saveScheduleUpdate, viewer, { ...where, name: 'Mine' }));
  assert.equal(viewerUpdate.status, 403);
});

test('V cannot save, nor a subcontractor without a subcontract, nor anyone of another company', async () => {
  const current = await plan();
  const body = { baseVersion: current.version, activities: { upsert: [{ ...slab, name: 'Viewed' }], delete: [] }, links: nothing };
  const viewed = errorOf(await save(viewer, body));
  assert.deepEqual([viewed.code, viewed.status], ['WITHOUT_PERMISSION_TO_SAVE', 403]);
  const foreign = errorOf(await save({ ...subtrade, companyId: randomObjectId() }, body));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
  assert.ok((await bind(subtrade.userId, null)).ok);
  const unbound = errorOf(await save(subtrade, body));
  assert.deepEqual([unbound.code, unbound.status], ['WITHOUT_PERMISSION_TO_SAVE', 403]);
  assert.deepEqual((await plan(subtrade)).editing, { scope: 'none' });
  assert.deepEqual(await plan(), current, 'nothing was written');
});
