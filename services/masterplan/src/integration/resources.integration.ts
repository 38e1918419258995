import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { masterplanRequests, type AuthContext, type ListResourcesReply, type PlanActivity, type PlanReply, type ScheduleResource } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/** A schedule's resources against the real database and Kafka, with the projects service answering access checks. */
let masterplan: ServiceUnderTest | undefined;
const planner = demoAuthOn('planner', 'masterplan.resources', 'AC');
const viewer = demoAuthOn('superintendent', 'masterplan.resources', 'V');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await masterplan!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const list = async (auth: AuthContext = viewer) => (await ok<ListResourcesReply>(masterplanRequests.listResources, auth, tower)).resources;
let tasks: PlanActivity[] = [];

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.listResources, viewer, tower));
  const plan = await ok<PlanReply>(masterplanRequests.readPlan, demoAuthOn('planner', 'masterplan.gantt', 'AC'), tower);
  tasks = plan.activities.filter((a) => a.kind === 'task');
});

after(async () => {
  await masterplan?.stop();
});

test('the demo schedule has resources in use, and used is the sum of the assignments', async () => {
  const seeded = await list();
  assert.ok(seeded.length >= 3, 'the demo company requires resources and its schedule has some');
  for (const resource of seeded) assert.equal(resource.used, resource.assignments.reduce((sum, a) => sum + a.quantity, 0), resource.name);
  assert.ok(seeded.some((r) => r.assignments.length > 0));
});

test('a resource is created, assigned to activities, reassigned, unassigned, edited and deleted; more than the total is shown, not refused', async () => {
  const created = await ok<ScheduleResource>(masterplanRequests.createResource, planner, { ...tower, name: 'Shotcrete', type: 'material', unitLabel: 'm3', total: 50 });
  assert.deepEqual([created.used, created.assignments], [0, []]);
  const [first, second] = [tasks[0]!, tasks[1]!];
  await ok(masterplanRequests.assignResource, planner, { ...tower, resourceId: created.id, activityId: first.id, quantity: 20 });
  let resource = await ok<ScheduleResource>(masterplanRequests.assignResource, planner, { ...tower, resourceId: created.id, activityId: second.id, quantity: 12.5 });
  assert.equal(resource.used, 32.5);
  assert.deepEqual(resource.assignments.map((a) => [a.activityName, a.quantity]).sort(), [[first.name, 20], [second.name, 12.5]].sort());
  resource = await ok<ScheduleResource>(masterplanRequests.assignResource, planner, { ...tower, resourceId: created.id, activityId: first.id, quantity: 40 });
  assert.equal(resource.used, 52.5, 'the new quantity replaces the old one, and over the total is kept');
  resource = await ok<ScheduleResource>(masterplanRequests.assignResource, planner, { ...tower, resourceId: created.id, activityId: second.id, quantity: 0 });
  assert.deepEqual(resource.assignments.map((a) => a.activityId), [first.id]);
  const edited = await ok<ScheduleResource>(masterplanRequests.updateResource, planner, { ...tower, resourceId: created.id, name: 'Shotcrete (wet mix)', type: 'material', unitLabel: 'm3', total: 60 });
  assert.deepEqual([edited.name, edited.total, edited.used], ['Shotcrete (wet mix)', 60, 40]);
  assert.equal((await list()).find((r) => r.id === created.id)?.used, 40);
  await ok(masterplanRequests.deleteResource, planner, { ...tower, resourceId: created.id });
  assert.equal((await list()).some((r) => r.id === created.id), false);
});

test('V sees and changes nothing; bad input, unknown or other schedules\' and companies\' ids are refused with nothing changed', async () => {
  const before = await list();
  const target = before[0]!;
  const refusals: Array<[AuthContext, string, unknown, string, number]> = [
    [viewer, masterplanRequests.createResource, { ...tower, name: 'Viewer', type: 'material', total: 1 }, 'NO_PERMISSION', 403],
    [viewer, masterplanRequests.assignResource, { ...tower, resourceId: target.id, activityId: tasks[0]!.id, quantity: 1 }, 'NO_PERMISSION', 403],
    [demoAuthOn('planner', 'masterplan.resources', 'SA'), masterplanRequests.listResources, tower, 'NO_PERMISSION', 403],
    [planner, masterplanRequests.createResource, { ...tower, name: ' ', type: 'material', total: 1 }, 'VALIDATION_FAILED', 400],
    [planner, masterplanRequests.createResource, { ...tower, name: 'Bad', type: 'labour', total: 1 }, 'VALIDATION_FAILED', 400],
    [planner, masterplanRequests.assignResource, { ...tower, resourceId: target.id, activityId: tasks[0]!.id, quantity: -1 }, 'VALIDATION_FAILED', 400],
    [planner, masterplanRequests.assignResource, { ...tower, resourceId: target.id, activityId: randomObjectId(), quantity: 1 }, 'NOT_FOUND', 404],
    [planner, masterplanRequests.assignResource, { ...tower, resourceId: randomObjectId(), activityId: tasks[0]!.id, quantity: 1 }, 'NOT_FOUND', 404],
    [planner, masterplanRequests.updateResource, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, resourceId: target.id, name: 'Moved', type: 'material', total: 1 }, 'NOT_FOUND', 404],
    [{ ...planner, companyId: randomObjectId() }, masterplanRequests.deleteResource, { ...tower, resourceId: target.id }, 'WRONG_COMPANY', 403],
  ];
  for (const [auth, topic, data, code, status] of refusals) {
    const error = errorOf(await masterplan!.ask(topic, auth, data));
    assert.deepEqual([error.code, error.status], [code, status], `${topic} ${JSON.stringify(data).slice(0, 120)}`);
  }
  assert.deepEqual(await list(), before, 'nothing changed');
});
