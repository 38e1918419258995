import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import {
  lookaheadEvents,
  lookaheadRequests,
  type AuthContext,
  type ConstraintAssignedEvent,
  type ConstraintOverdueEvent,
  type ConstraintsChangeReply,
  type ListConstraintsReply,
  type TaskLeanStatusChangedEvent,
} from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL, demoUserByRole } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, type RecordedEvents, recordEvents, type ServiceUnderTest, startWithProjects } from '@tenon/service-kit/testing';
import { OverdueRoadblocksSweeper } from '../constraints/overdue-roadblocks.sweeper';
import { startLookaheadService } from '../start-lookahead';

/** Roadblocks against the real database and Kafka, with the projects service answering access checks. */
// The test sweeps for overdue roadblocks itself, on dates of its choosing.
process.env.ROADBLOCK_OVERDUE_SWEEP_SECONDS = '0';
let lookahead: ServiceUnderTest | undefined;
let recorder: RecordedEvents | undefined;
let taskEvents: TaskLeanStatusChangedEvent[] = [];
let assignedEvents: ConstraintAssignedEvent[] = [];
let overdueEvents: ConstraintOverdueEvent[] = [];
const planner = demoAuthOn('planner', 'lookahead.constraints', 'AC');
const viewer = demoAuthOn('superintendent', 'lookahead.constraints', 'V');
const hidden = demoAuthOn('planner', 'lookahead.constraints', 'SA');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const db = () => lookahead!.service.app.get<Connection>(getConnectionToken());

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await lookahead!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const list = (auth: AuthContext = planner) => ok<ListConstraintsReply>(lookaheadRequests.listConstraints, auth, tower);
const create = (fields: Record<string, unknown>) => ok<ConstraintsChangeReply>(lookaheadRequests.createConstraint, planner, { ...tower, ...fields });
const leanOf = async (taskId: string) => {
  const task = await db().collection<{ leanStatus: string; leanStatusBeforeRestriction?: string | null }>('tasks').findOne({ _id: new Types.ObjectId(taskId) });
  return [task?.leanStatus, task?.leanStatusBeforeRestriction ?? null];
};
interface StoredConstraint {
  name: string;
  status: string;
  priority: string;
  type: string;
}
const constraintsStored = async () => (await db().collection<StoredConstraint>('constraints').find({}).sort({ name: 1 }).toArray()).map((c) => [c.name, c.status, c.priority, c.type]);

/** Tasks as the tasks feature stores them, in the given lean statuses; answers their ids. */
async function tasksOf(scheduleId: string, ...statuses: string[]): Promise<string[]> {
  const rows = statuses.map((leanStatus, index) => ({
    _id: new Types.ObjectId(),
    companyId: DEMO_COMPANY.id,
    scheduleId,
    activityId: randomObjectId(),
    name: `Task ${index + 1} (${leanStatus})`,
    start: '2026-11-30T08:00',
    finish: '2026-12-02T17:00',
    leanStatus,
    status: 'Waiting',
  }));
  await db().collection('tasks').insertMany(rows);
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await db().collection('task_stamps').deleteMany({});
  return rows.map((row) => row._id.toHexString());
}

async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no ${what}`);
}

before(async () => {
  lookahead = await startWithProjects({ name: 'lookahead', start: startLookaheadService });
  await lookahead.waitUntilReady(() => lookahead!.ask(lookaheadRequests.listConstraints, planner, tower));
  recorder = await recordEvents([lookaheadEvents.taskUpdated, lookaheadEvents.constraintAssigned, lookaheadEvents.constraintOverdue]);
  taskEvents = recorder.of<TaskLeanStatusChangedEvent>(lookaheadEvents.taskUpdated);
  assignedEvents = recorder.of<ConstraintAssignedEvent>(lookaheadEvents.constraintAssigned);
  overdueEvents = recorder.of<ConstraintOverdueEvent>(lookaheadEvents.constraintOverdue);
});

after(async () => {
  await recorder?.stop();
  await lookahead?.stop();
});

test('the demo schedule starts with its seeded roadblocks: two released, two open, one overdue', async () => {
  const seeded = (await list(viewer)).constraints;
  assert.deepEqual(seeded.map((c) => c.status).sort(), ['expired', 'notreleased', 'notreleased', 'released', 'released']);
  const today = new Date().toISOString().slice(0, 10);
  const overdue = seeded.find((c) => c.status === 'expired')!;
  assert.ok(overdue.commitmentDate! < today, 'the overdue one was due before today');
  assert.ok(seeded.filter((c) => c.status === 'notreleased').every((c) => c.commitmentDate! > today));
  assert.ok(seeded.filter((c) => c.status === 'released').every((c) => c.releaseDate !== null && c.releaseDate.slice(0, 10) <= today));
});

test('a task with an open roadblock is Restricted, and goes back to its remembered status (Committed to Debit) once released', async () => {
  const [can, committed] = await tasksOf(HARBOR_VIEW_TOWER.id, 'Can', 'Committed');
  const first = await create({ name: 'Rebar delivery for level 9', type: 'materials', taskIds: [can, committed], commitmentDate: '2099-01-10', responsibleIds: [demoUserByRole('subtrade').id] });
  const second = await create({ name: 'Shop drawings for the stair', type: 'design', taskIds: [can], commitmentDate: '2099-01-12' });
  assert.deepEqual(first.restrictedTasks.map((t) => t.leanStatus), ['Restricted', 'Restricted']);
  assert.deepEqual(second.restrictedTasks, [], 'a task already Restricted does not move again');
  assert.deepEqual(await leanOf(can!), ['Restricted', 'Can']);
  assert.deepEqual(await leanOf(committed!), ['Restricted', 'Committed']);
  const moved = await eventually(() => taskEvents.find((e) => e.taskId === can && e.leanStatus === 'Restricted'), 'task updated event');
  assert.deepEqual([moved.scheduleId, moved.leanStatusBeforeRestriction, moved.cause], [HARBOR_VIEW_TOWER.id, 'Can', 'roadblocks']);

  const firstId = first.constraints[0]!.id;
  const released = await ok<ConstraintsChangeReply>(lookaheadRequests.releaseConstraint, planner, { ...tower, constraintId: firstId });
  assert.equal(released.constraints[0]!.status, 'released');
  assert.equal(released.constraints[0]!.releasedBy, planner.userId);
  assert.ok(released.constraints[0]!.releaseDate !== null);
  assert.deepEqual(await leanOf(committed!), ['Debit', null], 'Committed reverts to Debit');
  assert.deepEqual(await leanOf(can!), ['Restricted', 'Can'], 'the other roadblock still holds it');

  await ok(lookaheadRequests.releaseConstraint, planner, { ...tower, constraintId: second.constraints[0]!.id });
  assert.deepEqual(await leanOf(can!), ['Can', null]);

  const assigned = await eventually(() => assignedEvents.find((e) => e.constraintId === firstId), 'assigned event');
  assert.deepEqual(assigned.responsibleIds, [demoUserByRole('subtrade').id]);
});

test('editing a roadblock: fields kept, a task removed is freed, reopening restricts again, deleting frees', async () => {
  const [will, debit] = await tasksOf(HARBOR_VIEW_TOWER.id, 'Will', 'Debit');
  const created = await create({ name: 'Crane permit', type: 'permits', area: 'Site', taskIds: [will, debit], commitmentDate: '2099-02-01', documentLink: 'https://docs.example.com/permit.pdf' });
  const id = created.constraints[0]!.id;
  const edited = await ok<ConstraintsChangeReply>(lookaheadRequests.updateConstraint, planner, { ...tower, constraintId: id, taskIds: [debit], commitmentDate: '2099-02-03', priority: 'Urgent' });
  const view = edited.constraints[0]!;
  assert.deepEqual([view.name, view.area, view.priority, view.commitmentDate, view.reschedules, view.documentLink], ['Crane permit', 'Site', 'Urgent', '2099-02-03', 1, 'https://docs.example.com/permit.pdf']);
  assert.deepEqual(await leanOf(will!), ['Will', null], 'the task no longer named goes back');
  assert.deepEqual(await leanOf(debit!), ['Restricted', 'Debit']);
  await ok(lookaheadRequests.updateConstraint, planner, { ...tower, constraintId: id, status: 'released' });
  assert.deepEqual(await leanOf(debit!), ['Debit', null]);
  await ok(lookaheadRequests.updateConstraint, planner, { ...tower, constraintId: id, status: 'notreleased' });
  assert.deepEqual(await leanOf(debit!), ['Restricted', 'Debit'], 'reopened: restricted again');
  const deleted = await ok<ConstraintsChangeReply>(lookaheadRequests.deleteConstraint, planner, { ...tower, constraintId: id });
  assert.deepEqual(deleted.deletedIds, [id]);
  assert.deepEqual(await leanOf(debit!), ['Debit', null]);
  assert.ok(!(await list()).constraints.some((c) => c.id === id));
});

test('mass update changes every selected roadblock, and a refused status changes none', async () => {
  const [task] = await tasksOf(HARBOR_VIEW_TOWER.id, 'Can');
  const a = (await create({ name: 'Mass A', taskIds: [task], commitmentDate: '2099-03-01' })).constraints[0]!.id;
  const b = (await create({ name: 'Mass B', commitmentDate: '2099-03-02' })).constraints[0]!.id;
  const c = (await create({ name: 'Mass C', status: 'notcompromises' })).constraints[0]!.id;
  const changed = await ok<ConstraintsChangeReply>(lookaheadRequests.massUpdateConstraints, planner, { ...tower, constraintIds: [a, b], type: 'labor', priority: 'High', responsibleIds: [demoUserByRole('lastplanner').id] });
  assert.deepEqual(changed.constraints.map((v) => [v.name, v.type, v.priority, v.responsibleIds]).sort(), [
    ['Mass A', 'labor', 'High', [demoUserByRole('lastplanner').id]],
    ['Mass B', 'labor', 'High', [demoUserByRole('lastplanner').id]],
  ]);
  const past = await ok<ConstraintsChangeReply>(lookaheadRequests.massUpdateConstraints, planner, { ...tower, constraintIds: [a, b], commitmentDate: '2020-01-01' });
  assert.deepEqual(past.constraints.map((v) => v.status), ['expired', 'expired'], 'a date before today expires them');

  const before = await constraintsStored();
  const refused = errorOf(await lookahead!.ask(lookaheadRequests.massUpdateConstraints, planner, { ...tower, constraintIds: [a, c], status: 'released' }));
  assert.deepEqual([refused.code, refused.status, refused.details], ['CHANGE_NOT_COMMITMENT', 409, { constraintIds: [c] }]);
  assert.deepEqual(await constraintsStored(), before, 'nothing changed');
  assert.deepEqual(await leanOf(task!), ['Restricted', 'Can']);

  const released = await ok<ConstraintsChangeReply>(lookaheadRequests.massUpdateConstraints, planner, { ...tower, constraintIds: [a, b], status: 'released' });
  assert.deepEqual(released.restrictedTasks, [{ id: task, leanStatus: 'Can' }]);
  const gone = await ok<ConstraintsChangeReply>(lookaheadRequests.massDeleteConstraints, planner, { ...tower, constraintIds: [a, b, c] });
  assert.deepEqual(gone.deletedIds.sort(), [a, b, c].sort());
});

test('V reads, AC writes, SA sees nothing', async () => {
  const id = (await create({ name: 'Formwork rental' })).constraints[0]!.id;
  assert.ok((await list(viewer)).constraints.some((c) => c.id === id));
  const readOnly = errorOf(await lookahead!.ask(lookaheadRequests.updateConstraint, viewer, { ...tower, constraintId: id, name: 'Renamed' }));
  assert.deepEqual([readOnly.code, readOnly.status], ['NO_PERMISSION', 403]);
  const created = errorOf(await lookahead!.ask(lookaheadRequests.createConstraint, viewer, { ...tower, name: 'Not mine' }));
  assert.deepEqual([created.code, created.status], ['NO_PERMISSION', 403]);
  const none = errorOf(await lookahead!.ask(lookaheadRequests.listConstraints, hidden, tower));
  assert.deepEqual([none.code, none.status], ['NO_PERMISSION', 403]);
  assert.ok((await list()).constraints.some((c) => c.id === id && c.name === 'Formwork rental'));
});

test("another company's or another schedule's ids are refused and nothing changes", async () => {
  const [otherSchedulesTask] = await tasksOf(HARBOR_VIEW_PODIUM.id, 'Can');
  const [ownTask] = await tasksOf(HARBOR_VIEW_TOWER.id, 'Can');
  const foreignTask = new Types.ObjectId();
  await db().collection('tasks').insertOne({ _id: foreignTask, companyId: randomObjectId(), scheduleId: HARBOR_VIEW_TOWER.id, activityId: randomObjectId(), name: 'Theirs', start: '2026-11-30T08:00', finish: '2026-11-30T17:00', leanStatus: 'Can' });
  await db().collection('task_stamps').deleteMany({});
  const foreignConstraint = randomObjectId();
  await db().collection('constraints').insertOne({ _id: foreignConstraint as unknown as Types.ObjectId, companyId: randomObjectId(), projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, name: 'Theirs', status: 'notreleased', taskIds: [], createdBy: 'x' });
  const before = await constraintsStored();

  for (const taskIds of [[otherSchedulesTask], [foreignTask.toHexString()], [ownTask, randomObjectId()]]) {
    const error = errorOf(await lookahead!.ask(lookaheadRequests.createConstraint, planner, { ...tower, name: 'Sneaky', taskIds }));
    assert.deepEqual([error.code, error.status], ['CONSTRAINT_TASK_UNKNOWN', 400]);
  }
  const stranger: AuthContext = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-x', permissions: planner.permissions };
  const wrong = errorOf(await lookahead!.ask(lookaheadRequests.listConstraints, stranger, tower));
  assert.deepEqual([wrong.code, wrong.status], ['WRONG_COMPANY', 403]);
  const theirs = errorOf(await lookahead!.ask(lookaheadRequests.massDeleteConstraints, planner, { ...tower, constraintIds: [foreignConstraint] }));
  assert.deepEqual([theirs.code, theirs.status], ['CONSTRAINT_UNKNOWN', 404]);
  const schedule = errorOf(await lookahead!.ask(lookaheadRequests.createConstraint, planner, { ...tower, name: 'Sneaky', scheduleIds: [NORTHGATE_HOSPITAL.id] }));
  assert.deepEqual([schedule.code, schedule.status], ['CONSTRAINT_SCHEDULE_UNKNOWN', 400]);
  assert.deepEqual(await constraintsStored(), before);
  assert.deepEqual(await leanOf(ownTask!), ['Can', null]);
});

test('bad input answers 400 with the failing fields and nothing changes', async () => {
  const before = await constraintsStored();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'name'],
    [{ name: 'x', status: 'bogus' }, 'status'],
    [{ name: 'x', commitmentDate: '2026-13-01' }, 'commitmentDate'],
    [{ name: 'x', description: 'x'.repeat(5001) }, 'description'],
    [{ name: 'x', documentLink: 'javascript:alert(1)' }, 'documentLink'],
    [{ name: 'x', responsibleIds: ['not-an-id'] }, 'responsibleIds'],
  ];
  for (const [fields, path] of cases) {
    const error = errorOf(await lookahead!.ask(lookaheadRequests.createConstraint, planner, { ...tower, ...fields }));
    assert.equal(error.code, 'VALIDATION_FAILED', path);
    assert.equal(error.status, 400);
    assert.ok(JSON.stringify(error.details).includes(path), `${path} named in ${JSON.stringify(error.details).slice(0, 200)}`);
  }
  const nothing = errorOf(await lookahead!.ask(lookaheadRequests.massUpdateConstraints, planner, { ...tower, constraintIds: [randomObjectId()] }));
  assert.equal(nothing.code, 'VALIDATION_FAILED');
  assert.deepEqual(await constraintsStored(), before);
});

test('a roadblock past its commitment date becomes expired and its responsibles are told once', async () => {
  const responsible = demoUserByRole('superintendent').id;
  const id = (await create({ name: 'Window samples approval', commitmentDate: '2099-06-01', responsibleIds: [responsible] })).constraints[0]!.id;
  const released = (await create({ name: 'Released before it fell due', commitmentDate: '2099-06-01' })).constraints[0]!.id;
  await ok(lookaheadRequests.releaseConstraint, planner, { ...tower, constraintId: released });
  const sweeper = lookahead!.service.app.get(OverdueRoadblocksSweeper);
  assert.ok((await sweeper.sweepOnce(new Date('2099-06-03T06:00:00Z'))) >= 1);
  const event = await eventually(() => overdueEvents.find((e) => e.constraintId === id), 'overdue event');
  assert.deepEqual([event.commitmentDate, event.responsibleIds, event.scheduleId], ['2099-06-01', [responsible], HARBOR_VIEW_TOWER.id]);
  const views = (await list()).constraints;
  assert.equal(views.find((c) => c.id === id)?.status, 'expired');
  assert.equal(views.find((c) => c.id === released)?.status, 'released');
  assert.equal(await sweeper.sweepOnce(new Date('2099-06-04T06:00:00Z')), 0, 'told once');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.equal(overdueEvents.filter((e) => e.constraintId === id).length, 1);
  assert.ok(!overdueEvents.some((e) => e.constraintId === released));
});
