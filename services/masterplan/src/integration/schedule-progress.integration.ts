import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  masterplanEvents,
  masterplanRequests,
  type ActivityProgressHistoryReply,
  type AuthContext,
  type CriticalPathReply,
  type DataDateReply,
  type ListScheduleUpdatesReply,
  type PlanActivity,
  type PlanReply,
  type ProgressUpdatedEvent,
  type SavePlanReply,
  type ScheduleUpdateSummary,
} from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, type RecordedEvents, recordEvents, type ServiceUnderTest, startWithProjects } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/** Data date, progress and schedule updates against the real database and Kafka, with the projects service answering access checks. */
let masterplan: ServiceUnderTest | undefined;
let recorder: RecordedEvents | undefined;
let events: ProgressUpdatedEvent[] = [];
const planner = demoAuthOn('planner', 'masterplan.gantt', 'AC');
const viewer = demoAuthOn('superintendent', 'masterplan.gantt', 'V');
const stranger: AuthContext = { ...demoAuthOn('admin', 'masterplan.gantt', 'AC'), userId: randomObjectId(), companyId: randomObjectId(), sessionId: 's-x' };
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await masterplan!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const plan = () => ok<PlanReply>(masterplanRequests.readPlan, planner, tower);
const criticalPath = () => ok<CriticalPathReply>(masterplanRequests.criticalPath, planner, tower);
const setDataDate = (dataDate: string | null) => ok<DataDateReply>(masterplanRequests.setDataDate, planner, { ...tower, dataDate });
const updates = async () => (await ok<ListScheduleUpdatesReply>(masterplanRequests.listScheduleUpdates, planner, tower)).updates;
const history = async (activityId: string) => (await ok<ActivityProgressHistoryReply>(masterplanRequests.activityProgressHistory, planner, { ...tower, activityId })).records;
async function savePlan(upsert: PlanActivity[]): Promise<SavePlanReply> {
  const current = await plan();
  return ok<SavePlanReply>(masterplanRequests.savePlan, planner, { ...tower, baseVersion: current.version, activities: { upsert, delete: [] }, links: { upsert: [], delete: [] } });
}

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.listScheduleUpdates, planner, tower));
  recorder = await recordEvents([masterplanEvents.progressUpdated]);
  events = recorder.of<ProgressUpdatedEvent>(masterplanEvents.progressUpdated);
});

after(async () => {
  // Later tests on the demo schedule expect it without a data date.
  await masterplan?.ask(masterplanRequests.setDataDate, planner, { ...tower, dataDate: null });
  await recorder?.stop();
  await masterplan?.stop();
});

async function eventFor(updateId: string): Promise<ProgressUpdatedEvent> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = events.find((event) => event.updateId === updateId);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no progress event for update ${updateId}`);
}

/** A task of the tower that drives another, not yet started: the data date moves both. */
async function drivingTask(): Promise<{ task: PlanActivity; successorId: string }> {
  const current = await plan();
  const byId = new Map(current.activities.map((a) => [a.id, a]));
  for (const link of current.links) {
    const task = byId.get(link.predecessorId);
    if (task?.kind === 'task' && task.progress === 0 && task.actualStart === null && link.type === 'FS') return { task, successorId: link.successorId };
  }
  assert.fail('the demo tower has no unstarted task with a successor');
}

test('a started task: the data date is stored with the plan, and moving it moves the remaining work and the critical path', async () => {
  const { task, successorId } = await drivingTask();
  const dataDate = '2030-01-07T08:00';
  const set = await setDataDate(dataDate);
  await savePlan([{ ...task, progress: 50, actualStart: task.start }]);
  assert.deepEqual([set.dataDate, set.setBy], [dataDate, planner.userId]);
  const read = await plan();
  assert.equal(read.dataDate, dataDate);
  assert.equal(read.engine.model.options.statusDate !== undefined, true, "the browser's engine gets the data date too");

  const moved = await criticalPath();
  const scheduled = moved.activities.find((a) => a.id === task.id)!;
  const successor = moved.activities.find((a) => a.id === successorId)!;
  assert.equal(scheduled.earlyStart, task.start, 'work done stays where it happened');
  assert.ok(scheduled.earlyFinish > dataDate, `the half left runs after the data date, not ${scheduled.earlyFinish}`);
  assert.ok(successor.earlyStart >= scheduled.earlyFinish, 'its successor follows');

  await setDataDate('2030-02-04T08:00');
  const later = await criticalPath();
  assert.ok(later.activities.find((a) => a.id === task.id)!.earlyFinish > '2030-02-04T08:00');
  assert.ok(later.projectFinish! > moved.projectFinish!, 'a later data date pushes the project finish');
  const unstarted = read.activities.filter((a) => a.kind === 'task' && a.actualStart === null).map((a) => a.id);
  const early = later.activities.filter((a) => unstarted.includes(a.id) && a.earlyStart < '2030-02-04T08:00');
  assert.deepEqual(early.map((a) => a.name), [], 'no unstarted work is scheduled before the data date');
  assert.ok(later.activities.some((a) => a.critical), 'the critical path is computed again from the data date');
});

test('schedule updates snapshot progress, are listed, build each activity history and are announced', async () => {
  const started = (await plan()).activities.find((a) => a.kind === 'task' && a.progress === 50 && a.actualStart !== null)!;
  const before = (await updates()).length;
  const first = await ok<ScheduleUpdateSummary>(masterplanRequests.saveScheduleUpdate, planner, { ...tower, name: ' Week 10 ', comment: 'Slab poured' });
  assert.deepEqual([first.name, first.comment, first.dataDate, first.creatorId], ['Week 10', 'Slab poured', '2030-02-04T08:00', planner.userId]);
  assert.equal(first.activityCount, (await plan()).activities.length);
  const announced = await eventFor(first.id);
  assert.deepEqual([announced.scheduleId, announced.companyId, announced.name, announced.savedBy], [tower.scheduleId, planner.companyId, 'Week 10', planner.userId]);

  await savePlan([{ ...started, progress: 80 }]);
  const second = await ok<ScheduleUpdateSummary>(masterplanRequests.saveScheduleUpdate, planner, { ...tower, name: 'Week 11' });
  assert.ok(second.progress >= first.progress, 'more progress, a schedule figure at least as high');
  const listed = await updates();
  assert.deepEqual(listed.slice(before).map((u) => u.name), ['Week 10', 'Week 11'], 'oldest first');
  assert.deepEqual((await history(started.id)).slice(-2).map((r) => [r.progress, r.updateName]), [[50, 'Week 10'], [80, 'Week 11']]);
  assert.equal(errorOf(await masterplan!.ask(masterplanRequests.activityProgressHistory, planner, { ...tower, activityId: randomObjectId() })).status, 404);
});

test('bad input is refused with a 400 and nothing changes', async () => {
  const stored = (await updates()).length;
  const blank = errorOf(await masterplan!.ask(masterplanRequests.saveScheduleUpdate, planner, { ...tower, name: '   ' }));
  assert.equal(blank.status, 400);
  const badDate = errorOf(await masterplan!.ask(masterplanRequests.setDataDate, planner, { ...tower, dataDate: '07/01/2030' }));
  assert.equal(badDate.status, 400);
  assert.equal((await updates()).length, stored);
  assert.equal((await plan()).dataDate, '2030-02-04T08:00');

  const before = await plan();
  const task = before.activities.find((a) => a.kind === 'task' && a.actualStart === null)!;
  const refusals: Array<[Partial<PlanActivity>, string]> = [
    [{ progress: 100, actualStart: '2027-03-05T08:00', actualFinish: '2027-03-04T17:00' }, 'VALIDATION_FAILED'],
    [{ progress: 40, actualStart: '2030-03-01T08:00' }, 'ACTUAL_AFTER_DATA_DATE'],
    [{ progress: 60, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-04T17:00' }, 'FINISH_NEEDS_COMPLETE'],
  ];
  for (const [fields, code] of refusals) {
    const refused = errorOf(await masterplan!.ask(masterplanRequests.savePlan, planner, { ...tower, baseVersion: before.version, activities: { upsert: [{ ...task, ...fields }], delete: [] }, links: { upsert: [], delete: [] } }));
    assert.deepEqual([refused.code, refused.status], [code, 400], code);
  }
  const noStart = errorOf(await masterplan!.ask(masterplanRequests.savePlan, planner, { ...tower, baseVersion: before.version, activities: { upsert: [{ ...task, progress: 100, actualFinish: '2027-03-04T17:00' }], delete: [] }, links: { upsert: [], delete: [] } }));
  assert.equal(noStart.status, 400, 'an actual finish without a start is refused by the contract');
  const after = await plan();
  assert.equal(after.version, before.version, 'no refused save was stored');
  assert.deepEqual(after.activities.find((a) => a.id === task.id), task);
});

test('a viewer (V) reads updates and histories but cannot save one or set the data date; another company is refused', async () => {
  const stored = (await updates()).length;
  const [latest] = (await updates()).slice(-1);
  assert.ok((await ok<ListScheduleUpdatesReply>(masterplanRequests.listScheduleUpdates, viewer, tower)).updates.length > 0);
  const someActivity = (await plan()).activities[0]!;
  await ok<ActivityProgressHistoryReply>(masterplanRequests.activityProgressHistory, viewer, { ...tower, activityId: someActivity.id });

  const save = errorOf(await masterplan!.ask(masterplanRequests.saveScheduleUpdate, viewer, { ...tower, name: 'Mine' }));
  assert.deepEqual([save.code, save.status], ['WITHOUT_PERMISSION_TO_SAVE', 403]);
  const dataDate = errorOf(await masterplan!.ask(masterplanRequests.setDataDate, viewer, { ...tower, dataDate: '2030-03-04T08:00' }));
  assert.deepEqual([dataDate.code, dataDate.status], ['NO_PERMISSION', 403]);
  const subcontractorDate = errorOf(await masterplan!.ask(masterplanRequests.setDataDate, demoAuthOn('planner', 'masterplan.gantt', 'ACP'), { ...tower, dataDate: '2030-03-04T08:00' }));
  assert.equal(subcontractorDate.status, 403, 'the data date needs AC, not ACP');

  const attempts: Array<[string, unknown]> = [
    [masterplanRequests.listScheduleUpdates, tower],
    [masterplanRequests.saveScheduleUpdate, { ...tower, name: 'Theirs' }],
    [masterplanRequests.setDataDate, { ...tower, dataDate: '2030-03-04T08:00' }],
    [masterplanRequests.activityProgressHistory, { ...tower, activityId: someActivity.id }],
  ];
  for (const [topic, body] of attempts) assert.equal(errorOf(await masterplan!.ask(topic, stranger, body)).status, 403, topic);
  assert.equal((await updates()).length, stored, 'nothing refused was stored');
  assert.equal((await updates()).slice(-1)[0]?.id, latest?.id);
  assert.equal((await plan()).dataDate, '2030-02-04T08:00');
});
