import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import {
  lookaheadRequests,
  masterplanRequests,
  projectsRequests,
  type AuthContext,
  type SubcontractReply,
  type UpdateMemberReply,
  type LookaheadWindowReply,
  type PlanReply,
  type SavePlanReply,
  type TaskDeletedReply,
  type TaskReply,
} from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, siblingServices, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startLookaheadService } from '../start-lookahead';
import { DEMO_TASK_COUNT } from '../tasks/demo-tasks.seed';

/**
 * The plan screen against the real projects, masterplan and lookahead services: the lookahead learns the demo master
 * plan from the masterplan service (snapshot, then save events), and keeps its tasks by the rules of spec part 3.
 */
const siblings = siblingServices();

let lookahead: ServiceUnderTest | undefined;

const planner = demoAuthOn('lastplanner', 'lookahead.plan', 'AC');
const viewer = demoAuthOn('superintendent', 'lookahead.plan', 'V');
const noPlan = demoAuthOn('planner', 'lookahead.plan', 'SA');
const ganttEditor = demoAuthOn('planner', 'masterplan.gantt', 'AC');
const stranger: AuthContext = { ...planner, userId: randomObjectId(), companyId: randomObjectId() };
const schedule = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };

/** In the demo plan from 2026-11-19 to 2026-12-04, a working activity (not a summary). */
const ROOF_SLAB = '7e4e00070000000000000038';
const PLUMBING = '7e4e00070000000000000043';

const ask = <T>(topic: string, auth: AuthContext, data: Record<string, unknown>) => lookahead!.ask<T>(topic, auth, { ...schedule, ...data });
const windowOf = async (auth: AuthContext = planner, start = '2026-11-25', weeks = 2) => {
  const reply = await ask<LookaheadWindowReply>(lookaheadRequests.tasksWindow, auth, { start, weeks: String(weeks) });
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
};
const createTask = (auth: AuthContext, fields: Record<string, unknown>) =>
  ask<TaskReply>(lookaheadRequests.createTask, auth, { activityId: ROOF_SLAB, name: 'Form roof slab, bay A', start: '2026-11-23T08:00', finish: '2026-11-25T17:00', ...fields });
const db = () => lookahead!.service.app.get<Connection>(getConnectionToken());

/** The master plan once it meets the condition; events take a moment to reach it. */
async function masterPlanWhere(condition: (plan: PlanReply) => boolean, timeoutMs = 15_000): Promise<PlanReply> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await lookahead!.ask<PlanReply>(masterplanRequests.readPlan, ganttEditor, schedule);
    assert.ok(read.ok, JSON.stringify(read));
    if (condition(read.data) || Date.now() > deadline) return read.data;
    await new Promise((done) => setTimeout(done, 250));
  }
}
const storedTasks = () => db().collection('tasks').find({}).sort({ _id: 1 }).toArray();

before(async () => {
  lookahead = await startWithProjects({ name: 'lookahead', start: startLookaheadService });
  siblings.start('masterplan');
  await lookahead.waitUntilReady(() => ask(lookaheadRequests.tasksWindow, planner, { start: '2026-11-25', weeks: '2' }));
});

after(async () => {
  await lookahead?.stop();
  await siblings.stopAll();
});

test("the window shows the master plan's activities that have a day in it, in outline order, from the masterplan service", async () => {
  const plan = await windowOf();
  // Wednesday 2026-11-25 in a project planning from Mondays: the window is the two weeks from Monday 23.
  assert.deepEqual(plan.window, { start: '2026-11-23', end: '2026-12-06', weeks: 2 });
  const ids = plan.activities.map((a) => a.id);
  assert.ok(ids.includes(ROOF_SLAB) && ids.includes(PLUMBING), 'the working activities of those weeks are listed');
  for (const activity of plan.activities) assert.ok(activity.start.slice(0, 10) <= '2026-12-06' && activity.finish.slice(0, 10) >= '2026-11-23', activity.name);
  const wbs = plan.activities.map((a) => a.wbs);
  assert.deepEqual(wbs, [...wbs].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  assert.deepEqual(plan.editing, { scope: 'all' });
  const pages = await db().collection<{ scheduleId: string; rows: string }>('activity_pages').find({ scheduleId: HARBOR_VIEW_TOWER.id }).toArray();
  const stored = pages.reduce((sum, page) => sum + (JSON.parse(page.rows) as unknown[]).length, 0);
  assert.equal(stored, 95, 'the whole demo plan is kept, not only the window');
});

test('the demo lookahead is seeded: tasks in every status but Restricted under the activities of the coming weeks', async () => {
  const plan = await windowOf();
  assert.equal(plan.tasks.length, DEMO_TASK_COUNT - 2, 'two demo tasks hang from activities that start after the two weeks shown');
  const statuses = new Set(plan.tasks.map((t) => t.leanStatus));
  assert.deepEqual([...statuses].sort(), ['Can', 'Committed', 'Debit', 'Will']);
  const roof = plan.activities.find((a) => a.id === ROOF_SLAB)!;
  assert.deepEqual([roof.isOnLookahead, roof.leanStatus], [true, 'Will']);
  assert.equal((await windowOf(planner, '2026-11-25', 4)).tasks.length, DEMO_TASK_COUNT);
  // The other tests start from an empty lookahead.
  await db().collection('tasks').deleteMany({});
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await db().collection('task_stamps').deleteMany({});
});

test('a master plan save reaches the lookahead through its activity-rows event', async () => {
  const read = await lookahead!.ask<PlanReply>(masterplanRequests.readPlan, ganttEditor, schedule);
  assert.ok(read.ok, JSON.stringify(read));
  const roof = read.data.activities.find((a) => a.id === ROOF_SLAB)!;
  const saved = await lookahead!.ask<SavePlanReply>(masterplanRequests.savePlan, ganttEditor, {
    ...schedule,
    baseVersion: read.data.version,
    activities: { upsert: [{ ...roof, name: 'Roof slab, penthouse and parapets' }], delete: [] },
    links: { upsert: [], delete: [] },
  });
  assert.ok(saved.ok, JSON.stringify(saved));
  let name = '';
  for (let attempt = 0; attempt < 40 && name !== 'Roof slab, penthouse and parapets'; attempt += 1) {
    await new Promise((r) => setTimeout(r, 250));
    name = (await windowOf()).activities.find((a) => a.id === ROOF_SLAB)?.name ?? '';
  }
  assert.equal(name, 'Roof slab, penthouse and parapets');
  const head = await db().collection('activity_heads').findOne({ _id: HARBOR_VIEW_TOWER.id as unknown as Types.ObjectId });
  assert.equal(head?.version, saved.data.version);
});

test('a task is created Waiting and Debit under its activity, which goes on the lookahead; edits raise its version', async () => {
  const created = await createTask(planner, { responsibleIds: [planner.userId], priority: 'High', tags: ['formwork'] });
  assert.ok(created.ok, JSON.stringify(created));
  assert.equal(created.data.leanStatus, 'Debit');
  assert.equal(created.data.status, 'Waiting');
  assert.equal(created.data.version, 1);
  assert.equal(created.data.duration, 3);
  assert.equal(created.data.unfit, null);

  const plan = await windowOf();
  assert.equal(plan.activities.find((a) => a.id === ROOF_SLAB)?.isOnLookahead, true);
  assert.deepEqual(plan.tasks.map((t) => t.name), ['Form roof slab, bay A']);
  assert.equal(plan.leanStatusCounts.Debit, 1);

  const edited = await ask<TaskReply>(lookaheadRequests.updateTask, planner, { taskId: created.data.id, version: 1, leanStatus: 'Can', progress: 40, finish: '2026-12-08T17:00' });
  assert.ok(edited.ok, JSON.stringify(edited));
  assert.deepEqual([edited.data.version, edited.data.leanStatus, edited.data.status, edited.data.unfit, edited.data.duration], [2, 'Can', 'Doing', 'end', 16]);
  const after = await windowOf();
  assert.equal(after.activities.find((a) => a.id === ROOF_SLAB)?.leanStatus, 'Can');
  assert.equal(after.activities.find((a) => a.id === ROOF_SLAB)?.tasksProgress, 40);

  // The master plan takes the activity's progress from its tasks, and its summary follows.
  const taken = await masterPlanWhere((plan) => plan.activities.find((a) => a.id === ROOF_SLAB)?.progress === 40);
  const roofSlab = taken.activities.find((a) => a.id === ROOF_SLAB)!;
  const parent = taken.activities.find((a) => a.id === roofSlab.parentId)!;
  assert.ok(parent.progress > 0, `the summary ${parent.name} rolls up its child's progress`);
  assert.equal(taken.savedBy, planner.userId, "the version is saved as the task writer's");
});

test('an edit made on an older version is refused with 409 and changes nothing', async () => {
  const created = await createTask(planner, { name: 'Rebar roof slab' });
  assert.ok(created.ok);
  const first = await ask<TaskReply>(lookaheadRequests.updateTask, planner, { taskId: created.data.id, version: 1, name: 'Rebar roof slab, east' });
  assert.ok(first.ok);
  const stale = errorOf(await ask<TaskReply>(lookaheadRequests.updateTask, planner, { taskId: created.data.id, version: 1, name: 'Rebar roof slab, west' }));
  assert.deepEqual([stale.code, stale.status], ['TASK_VERSION_CONFLICT', 409]);
  assert.match(stale.message, /changed this task after you opened it/);
  assert.equal((stale.details as { currentVersion: number }).currentVersion, 2);
  const stored = await db().collection('tasks').findOne({ _id: new Types.ObjectId(created.data.id) });
  assert.deepEqual([stored?.name, stored?.version], ['Rebar roof slab, east', 2]);
});

test('bad input is refused with 400 and nothing changes', async () => {
  const before = await storedTasks();
  const reversed = errorOf(await createTask(planner, { start: '2026-11-25T08:00', finish: '2026-11-23T17:00' }));
  assert.deepEqual([reversed.code, reversed.status], ['VALIDATION_FAILED', 400]);
  const unknownStatus = errorOf(await createTask(planner, { leanStatus: 'Ready' }));
  assert.deepEqual([unknownStatus.code, unknownStatus.status], ['VALIDATION_FAILED', 400]);
  const huge = errorOf(await createTask(planner, { description: 'x'.repeat(200_000) }));
  assert.deepEqual([huge.code, huge.status], ['VALIDATION_FAILED', 400]);
  const longDuration = errorOf(await createTask(planner, { duration: 201 }));
  assert.deepEqual([longDuration.code, longDuration.status], ['VALIDATION_FAILED', 400]);
  const task = before[0]!;
  const reversedEdit = errorOf(await ask(lookaheadRequests.updateTask, planner, { taskId: task._id.toHexString(), version: task.version as number, start: '2026-12-20T08:00' }));
  assert.deepEqual([reversedEdit.code, reversedEdit.status], ['VALIDATION_FAILED', 400]);
  const badWindow = errorOf(await ask(lookaheadRequests.tasksWindow, planner, { start: '2026-11-25', weeks: '9' }));
  assert.deepEqual([badWindow.code, badWindow.status], ['VALIDATION_FAILED', 400]);
  assert.deepEqual(await storedTasks(), before);
});

test('a Restricted task keeps its status while its roadblocks are open (409 TASK_RESTRICTED)', async () => {
  const created = await createTask(planner, { name: 'Waterproof roof' });
  assert.ok(created.ok);
  await db().collection('tasks').updateOne({ _id: new Types.ObjectId(created.data.id) }, { $set: { leanStatus: 'Restricted', leanStatusBeforeRestriction: 'Can' } });
  await db().collection('task_stamps').deleteMany({});
  const refused = errorOf(await ask(lookaheadRequests.updateTask, planner, { taskId: created.data.id, version: 1, leanStatus: 'Will' }));
  assert.deepEqual([refused.code, refused.status], ['TASK_RESTRICTED', 409]);
  const renamed = await ask<TaskReply>(lookaheadRequests.updateTask, planner, { taskId: created.data.id, version: 1, name: 'Waterproof roof and parapets' });
  assert.ok(renamed.ok, JSON.stringify(renamed));
  assert.deepEqual([renamed.data.leanStatus, renamed.data.leanStatusBeforeRestriction], ['Restricted', 'Can']);
});

test('V reads the window but changes nothing; SA has no plan; another company is refused', async () => {
  const seen = await windowOf(viewer);
  assert.deepEqual(seen.editing, { scope: 'none' });
  assert.ok(seen.tasks.every((t) => !t.editable));
  const before = await storedTasks();
  const task = before[0]!;
  const viewerCreate = errorOf(await createTask(viewer, {}));
  assert.deepEqual([viewerCreate.code, viewerCreate.status], ['NO_PERMISSION', 403]);
  const viewerDelete = errorOf(await ask(lookaheadRequests.deleteTask, viewer, { taskId: task._id.toHexString() }));
  assert.deepEqual([viewerDelete.code, viewerDelete.status], ['NO_PERMISSION', 403]);
  const sa = errorOf(await ask(lookaheadRequests.tasksWindow, noPlan, { start: '2026-11-25', weeks: '2' }));
  assert.deepEqual([sa.code, sa.status], ['NO_PERMISSION', 403]);
  const foreign = errorOf(await createTask(stranger, {}));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
  assert.deepEqual(await storedTasks(), before);
});

test("another company's task id, or an activity of no schedule, is not found and nothing changes", async () => {
  const otherCompanyTask = new Types.ObjectId();
  await db().collection('tasks').insertOne({
    _id: otherCompanyTask, companyId: randomObjectId(), scheduleId: HARBOR_VIEW_TOWER.id, activityId: ROOF_SLAB, name: 'Theirs',
    start: '2026-11-23T08:00', finish: '2026-11-24T17:00', version: 1, leanStatus: 'Debit',
  });
  await db().collection('task_stamps').deleteMany({});
  const edit = errorOf(await ask(lookaheadRequests.updateTask, planner, { taskId: otherCompanyTask.toHexString(), version: 1, name: 'Mine now' }));
  assert.deepEqual([edit.code, edit.status], ['NOT_FOUND', 404]);
  const removal = errorOf(await ask(lookaheadRequests.deleteTask, planner, { taskId: otherCompanyTask.toHexString() }));
  assert.deepEqual([removal.code, removal.status], ['NOT_FOUND', 404]);
  const unknownActivity = errorOf(await createTask(planner, { activityId: randomObjectId() }));
  assert.deepEqual([unknownActivity.code, unknownActivity.status], ['NOT_FOUND', 404]);
  const theirs = await db().collection('tasks').findOne({ _id: otherCompanyTask });
  assert.equal(theirs?.name, 'Theirs');
  await db().collection('tasks').deleteOne({ _id: otherCompanyTask });
  await db().collection('task_stamps').deleteMany({});
});

test('subtasks hang from a task; duplicate copies one, delete takes its subtasks, and the last delete takes the activity off the lookahead', async () => {
  const parent = await ask<TaskReply>(lookaheadRequests.createTask, planner, { activityId: PLUMBING, name: 'Risers, level 5', start: '2026-11-23T08:00', finish: '2026-11-27T17:00' });
  assert.ok(parent.ok, JSON.stringify(parent));
  const child = await ask<TaskReply>(lookaheadRequests.createTask, planner, { activityId: PLUMBING, parentId: parent.data.id, name: 'Hangers', start: '2026-11-23T08:00', finish: '2026-11-24T17:00' });
  assert.ok(child.ok, JSON.stringify(child));
  const wrongParent = errorOf(await ask(lookaheadRequests.createTask, planner, { activityId: ROOF_SLAB, parentId: parent.data.id, name: 'Elsewhere', start: '2026-11-23T08:00', finish: '2026-11-24T17:00' }));
  assert.deepEqual([wrongParent.code, wrongParent.status], ['VALIDATION_FAILED', 400]);
  const copy = await ask<TaskReply>(lookaheadRequests.duplicateTask, planner, { taskId: parent.data.id });
  assert.ok(copy.ok, JSON.stringify(copy));
  assert.deepEqual([copy.data.name, copy.data.version, copy.data.activityId], ['Risers, level 5', 1, PLUMBING]);

  const removed = await ask<TaskDeletedReply>(lookaheadRequests.deleteTask, planner, { taskId: parent.data.id });
  assert.ok(removed.ok, JSON.stringify(removed));
  assert.deepEqual(new Set(removed.data.deleted), new Set([parent.data.id, child.data.id]));
  assert.equal((await windowOf()).activities.find((a) => a.id === PLUMBING)?.isOnLookahead, true, 'the copy is still there');
  const last = await ask<TaskDeletedReply>(lookaheadRequests.deleteTask, planner, { taskId: copy.data.id });
  assert.ok(last.ok);
  const plan = await windowOf();
  assert.equal(plan.activities.find((a) => a.id === PLUMBING)?.isOnLookahead, false);
  assert.equal(plan.tasks.filter((t) => t.activityId === PLUMBING).length, 0);
});

test('lost pages of the read model are rebuilt from the masterplan service at the next read, keeping the lookahead flags', async () => {
  // The head still says the plan is complete, as it does for rows kept before they were stored in pages.
  await db().collection('activity_pages').deleteMany({});
  await db().collection('activity_page_sets').deleteMany({});
  const plan = await windowOf();
  const roof = plan.activities.find((a) => a.id === ROOF_SLAB);
  assert.equal(roof?.name, 'Roof slab, penthouse and parapets');
  assert.equal(roof?.isOnLookahead, true);
  assert.ok(plan.tasks.some((t) => t.activityId === ROOF_SLAB));
  assert.equal(DEMO_COMPANY.id, planner.companyId);
});

test("a subcontractor (ACP) changes only its subcontract's tasks; its new tasks are its subcontract's", async () => {
  const settingsAdmin = demoAuthOn('admin', 'settings.project', 'AC');
  const subtrade = demoAuthOn('subtrade', 'lookahead.plan', 'ACP');
  const made = await lookahead!.ask<SubcontractReply>(projectsRequests.createProjectSubcontract, settingsAdmin, { projectId: HARBOR_VIEW.id, name: 'Roofers' });
  assert.ok(made.ok, JSON.stringify(made));
  const roofers = made.data.subcontract.id;
  const unbound = errorOf(await createTask(subtrade, { name: 'Before binding' }));
  assert.deepEqual([unbound.code, unbound.status], ['NO_PERMISSION', 403]);
  const bound = await lookahead!.ask<UpdateMemberReply>(projectsRequests.updateMember, settingsAdmin, { projectId: HARBOR_VIEW.id, userId: subtrade.userId, subcontractId: roofers });
  assert.ok(bound.ok, JSON.stringify(bound));

  const own = await createTask(subtrade, { name: 'Roof membrane, zone 1' });
  assert.ok(own.ok, JSON.stringify(own));
  assert.equal(own.data.subcontractId, roofers);
  const edited = await ask<TaskReply>(lookaheadRequests.updateTask, subtrade, { taskId: own.data.id, version: 1, progress: 10 });
  assert.ok(edited.ok, JSON.stringify(edited));

  const others = await createTask(planner, { name: 'General contractor cleanup' });
  assert.ok(others.ok);
  const refused = errorOf(await ask(lookaheadRequests.updateTask, subtrade, { taskId: others.data.id, version: 1, name: 'Taken over' }));
  assert.deepEqual([refused.code, refused.status], ['OUTSIDE_SUBCONTRACT', 403]);
  const moved = errorOf(await ask(lookaheadRequests.updateTask, subtrade, { taskId: own.data.id, version: 2, subcontractId: null }));
  assert.deepEqual([moved.code, moved.status], ['OUTSIDE_SUBCONTRACT', 403]);
  const deleted = errorOf(await ask(lookaheadRequests.deleteTask, subtrade, { taskId: others.data.id }));
  assert.deepEqual([deleted.code, deleted.status], ['OUTSIDE_SUBCONTRACT', 403]);
  const seen = await windowOf(subtrade);
  assert.deepEqual(seen.editing, { scope: 'subcontract', subcontractId: roofers });
  assert.equal(seen.tasks.find((t) => t.id === own.data.id)?.editable, true);
  assert.equal(seen.tasks.find((t) => t.id === others.data.id)?.editable, false);
  const stored = await db().collection('tasks').findOne({ _id: new Types.ObjectId(others.data.id) });
  assert.equal(stored?.name, 'General contractor cleanup');
});
