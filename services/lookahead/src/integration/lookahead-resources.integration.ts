import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  lookaheadRequests,
  projectsRequests,
  type AuthContext,
  type ConstraintsChangeReply,
  type ListConstraintsReply,
  type LookaheadResourcesReply,
  type SubcontractReply,
  type TaskReply,
  type UpdateMemberReply,
} from '@tenon/contracts';
import { DEMO_RESOURCE_IDS, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, siblingServices, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startLookaheadService } from '../start-lookahead';

/**
 * The resources screen and a subtrade's roadblocks against the real projects, masterplan and lookahead services: the
 * resource names come from the masterplan service, the quantities from the lookahead's demo tasks.
 */
const siblings = siblingServices();

let lookahead: ServiceUnderTest | undefined;

const foreman = demoAuthOn('lastplanner', 'lookahead.resources', 'AC');
const viewer = demoAuthOn('superintendent', 'lookahead.resources', 'V');
const subtradeOnResources = demoAuthOn('subtrade', 'lookahead.resources', 'ACP');
const noResources = demoAuthOn('planner', 'lookahead.resources', 'SA');
const stranger: AuthContext = { ...foreman, userId: randomObjectId(), companyId: randomObjectId() };
const planner = demoAuthOn('lastplanner', 'lookahead.plan', 'AC');
const roadblocksPlanner = demoAuthOn('planner', 'lookahead.constraints', 'AC');
const subtrade = demoAuthOn('subtrade', 'lookahead.constraints', 'ACP');
const schedule = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const ROOF_SLAB = '7e4e00070000000000000038';

const ask = <T>(topic: string, auth: AuthContext, data: Record<string, unknown>) => lookahead!.ask<T>(topic, auth, { ...schedule, ...data });
async function resourcesOf(auth: AuthContext, query: Record<string, unknown>): Promise<LookaheadResourcesReply> {
  const reply = await ask<LookaheadResourcesReply>(lookaheadRequests.resourcesWindow, auth, query);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const totalsOf = (reply: LookaheadResourcesReply): Record<string, number> => Object.fromEntries<number>(reply.totals.map((total) => [reply.resources.find((r) => r.id === total.resourceId)?.name ?? total.resourceId, total.quantity]));
const db = () => lookahead!.service.app.get<Connection>(getConnectionToken());

before(async () => {
  lookahead = await startWithProjects({ name: 'lookahead', start: startLookaheadService });
  siblings.start('masterplan');
  await lookahead.waitUntilReady(() => ask(lookaheadRequests.resourcesWindow, foreman, { start: '2026-11-25' }));
});

after(async () => {
  await lookahead?.stop();
  await siblings.stopAll();
});

test("the resources window is 100 days by default, groups the window's tasks under their activities and totals each resource", async () => {
  const reply = await resourcesOf(foreman, { start: '2026-11-25' });
  assert.deepEqual(reply.window, { start: '2026-11-25', end: '2027-03-04', days: 100 });
  assert.deepEqual(reply.resources.map((r) => [r.name, r.type, r.unitLabel]).sort(), [
    ['Formwork crew', 'speciality', 'crew'],
    ['Ready-mix concrete', 'material', 'm3'],
    ['Rebar', 'material', 't'],
    ['Tower crane', 'machinery', 'h'],
  ]);
  const roof = reply.activities.find((activity) => activity.id === ROOF_SLAB);
  assert.ok(roof, 'the roof slab activity is a group');
  // The form-work task ended the day before the window: only the three after it are under the roof slab.
  assert.deepEqual(roof.tasks.map((task) => task.name), ['Rebar and embeds, roof slab', 'Pour roof slab', 'Penthouse walls']);
  assert.deepEqual(roof.tasks[1]!.resources, [{ resourceId: DEMO_RESOURCE_IDS.concrete, quantity: 120 }, { resourceId: DEMO_RESOURCE_IDS.crane, quantity: 8 }]);
  assert.deepEqual(totalsOf(reply), { 'Ready-mix concrete': 165, Rebar: 24, 'Tower crane': 138, 'Formwork crew': 1 });
  const wbs = reply.activities.map((activity) => activity.wbs);
  assert.deepEqual(wbs, [...wbs].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
});

test('a moved or shorter window counts only the tasks that reach into it', async () => {
  const firstDays = await resourcesOf(foreman, { start: '2026-11-25', days: '5' });
  assert.deepEqual(firstDays.window.end, '2026-11-29');
  assert.deepEqual(totalsOf(firstDays), { Rebar: 18, 'Tower crane': 40 });
  const later = await resourcesOf(foreman, { start: '2026-12-07', days: '100' });
  assert.deepEqual(totalsOf(later), { 'Tower crane': 60 });
  const empty = await resourcesOf(foreman, { start: '2028-01-01' });
  assert.deepEqual([empty.activities, empty.totals], [[], []]);
  assert.equal(empty.resources.length, 4, 'the resources are still named for the forms');
});

test('view (V) reads the resources; a subtrade (ACP), no access (SA) and another company are refused', async () => {
  assert.deepEqual(totalsOf(await resourcesOf(viewer, { start: '2026-11-25' }))['Ready-mix concrete'], 165);
  for (const [auth, code, status] of [
    [subtradeOnResources, 'NO_PERMISSION', 403],
    [noResources, 'NO_PERMISSION', 403],
    [stranger, 'WRONG_COMPANY', 403],
  ] as const) {
    const refused = errorOf(await ask(lookaheadRequests.resourcesWindow, auth, { start: '2026-11-25' }));
    assert.deepEqual([refused.code, refused.status], [code, status], auth.role);
  }
  const bad = errorOf(await ask(lookaheadRequests.resourcesWindow, foreman, { start: '2026-11-25', days: '0' }));
  assert.deepEqual([bad.code, bad.status], ['VALIDATION_FAILED', 400]);
});

test("a task keeps the schedule's resources with quantities; another schedule's resource is refused and nothing is written", async () => {
  const made = await ask<TaskReply>(lookaheadRequests.createTask, planner, {
    activityId: ROOF_SLAB,
    name: 'Topping slab, bay C',
    start: '2026-12-02T08:00',
    finish: '2026-12-03T17:00',
    resources: [{ resourceId: DEMO_RESOURCE_IDS.concrete, quantity: 35 }],
  });
  assert.ok(made.ok, JSON.stringify(made));
  assert.deepEqual(made.data.resources, [{ resourceId: DEMO_RESOURCE_IDS.concrete, quantity: 35 }]);
  assert.equal(totalsOf(await resourcesOf(foreman, { start: '2026-11-25' }))['Ready-mix concrete'], 200);

  const before = await db().collection('tasks').countDocuments({});
  const unknown = errorOf(await ask(lookaheadRequests.createTask, planner, { activityId: ROOF_SLAB, name: 'Nope', start: '2026-12-02', finish: '2026-12-02', resources: [{ resourceId: randomObjectId(), quantity: 1 }] }));
  assert.deepEqual([unknown.code, unknown.status], ['TASK_RESOURCE_UNKNOWN', 400]);
  assert.equal(await db().collection('tasks').countDocuments({}), before);
  const edit = errorOf(await ask(lookaheadRequests.updateTask, planner, { taskId: made.data.id, version: 1, resources: [{ resourceId: randomObjectId(), quantity: 1 }] }));
  assert.deepEqual([edit.code, edit.status], ['TASK_RESOURCE_UNKNOWN', 400]);
  const negative = errorOf(await ask(lookaheadRequests.updateTask, planner, { taskId: made.data.id, version: 1, resources: [{ resourceId: DEMO_RESOURCE_IDS.rebar, quantity: -2 }] }));
  assert.deepEqual([negative.code, negative.status], ['VALIDATION_FAILED', 400]);
  const stored = await db().collection('tasks').findOne({ name: 'Topping slab, bay C' });
  assert.deepEqual(stored?.resources, [{ resourceId: DEMO_RESOURCE_IDS.concrete, quantity: 35 }]);
});

test("a subtrade (ACP) adds and edits roadblocks only with its subcontract's responsibles and lists only those", async () => {
  const settingsAdmin = demoAuthOn('admin', 'settings.project', 'AC');
  const made = await lookahead!.ask<SubcontractReply>(projectsRequests.createProjectSubcontract, settingsAdmin, { projectId: HARBOR_VIEW.id, name: 'Glaziers' });
  assert.ok(made.ok, JSON.stringify(made));
  const bound = await lookahead!.ask<UpdateMemberReply>(projectsRequests.updateMember, settingsAdmin, { projectId: HARBOR_VIEW.id, userId: subtrade.userId, subcontractId: made.data.subcontract.id });
  assert.ok(bound.ok, JSON.stringify(bound));
  const stored = () => db().collection('constraints').find({}, { projection: { name: 1, responsibleIds: 1 } }).sort({ name: 1 }).toArray();
  const before = await stored();

  const foreign = errorOf(await ask(lookaheadRequests.createConstraint, subtrade, { name: 'Glass delivery', responsibleIds: [roadblocksPlanner.userId] }));
  assert.deepEqual([foreign.code, foreign.status], ['RESPONSIBLE_OUTSIDE_SUBCONTRACT', 403]);
  const mixed = errorOf(await ask(lookaheadRequests.createConstraint, subtrade, { name: 'Glass delivery', responsibleIds: [subtrade.userId, roadblocksPlanner.userId] }));
  assert.equal(mixed.code, 'RESPONSIBLE_OUTSIDE_SUBCONTRACT');
  const nobody = errorOf(await ask(lookaheadRequests.createConstraint, subtrade, { name: 'Glass delivery' }));
  assert.equal(nobody.code, 'RESPONSIBLE_OUTSIDE_SUBCONTRACT');
  assert.deepEqual(await stored(), before, 'nothing is written');

  const own = await ask<ConstraintsChangeReply>(lookaheadRequests.createConstraint, subtrade, { name: 'Glass delivery', responsibleIds: [subtrade.userId] });
  assert.ok(own.ok, JSON.stringify(own));
  const ownId = own.data.constraints[0]!.id;
  const theirs = await ask<ConstraintsChangeReply>(lookaheadRequests.createConstraint, roadblocksPlanner, { name: 'Crane permit', responsibleIds: [roadblocksPlanner.userId] });
  assert.ok(theirs.ok, JSON.stringify(theirs));
  const theirsId = theirs.data.constraints[0]!.id;

  const listed = await ask<ListConstraintsReply>(lookaheadRequests.listConstraints, subtrade, {});
  assert.ok(listed.ok, JSON.stringify(listed));
  const names = listed.data.constraints.map((c) => c.name);
  assert.ok(names.includes('Glass delivery'));
  assert.ok(!names.includes('Crane permit'), "another subcontract's roadblock is not listed");
  for (const constraint of listed.data.constraints) assert.ok(constraint.responsibleIds.includes(subtrade.userId), constraint.name);
  const all = await ask<ListConstraintsReply>(lookaheadRequests.listConstraints, roadblocksPlanner, {});
  assert.ok(all.ok && all.data.constraints.some((c) => c.name === 'Glass delivery') && all.data.constraints.some((c) => c.name === 'Crane permit'));

  const edited = await ask<ConstraintsChangeReply>(lookaheadRequests.updateConstraint, subtrade, { constraintId: ownId, area: 'Level 6' });
  assert.ok(edited.ok, JSON.stringify(edited));
  const handedOff = errorOf(await ask(lookaheadRequests.updateConstraint, subtrade, { constraintId: ownId, responsibleIds: [roadblocksPlanner.userId] }));
  assert.deepEqual([handedOff.code, handedOff.status], ['RESPONSIBLE_OUTSIDE_SUBCONTRACT', 403]);
  const takenOver = errorOf(await ask(lookaheadRequests.updateConstraint, subtrade, { constraintId: theirsId, name: 'Taken over' }));
  assert.deepEqual([takenOver.code, takenOver.status], ['CONSTRAINT_UNKNOWN', 404]);
  const released = errorOf(await ask(lookaheadRequests.releaseConstraint, subtrade, { constraintId: theirsId }));
  assert.equal(released.code, 'CONSTRAINT_UNKNOWN');
  const after = (await stored()).map((c) => [String(c.name), JSON.stringify(c.responsibleIds)] as const);
  assert.ok(after.some(([name, ids]) => name === 'Glass delivery' && ids === JSON.stringify([subtrade.userId])));
  assert.ok(after.some(([name]) => name === 'Crane permit'));
  assert.ok(!after.some(([name]) => name === 'Taken over'));
});
