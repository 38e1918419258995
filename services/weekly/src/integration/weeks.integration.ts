import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { lookaheadRequests, weeklyRequests, type AuthContext, type WeekReply } from '@tenon/contracts';
import { demoId, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, siblingServices, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { companyScope } from '@tenon/service-kit';
import { startWeeklyService } from '../start-weekly';
import { WeekTasksRepository, type WeekTaskRecord } from '../task-read-model/week-tasks.repository';

/**
 * The weekly plan against the real projects, masterplan and lookahead services: the week's tasks come from the
 * lookahead, a commitment makes the lookahead task Committed, and closing writes each task's realized progress.
 */
const siblings = siblingServices();

let weekly: ServiceUnderTest | undefined;
let lookaheadDb: Connection | undefined;

const planner = demoAuthOn('lastplanner', 'weekly.plan', 'AC');
const viewer = demoAuthOn('superintendent', 'weekly.plan', 'V');
const subtrade = demoAuthOn('subtrade', 'weekly.plan', 'ACP');
const noWeekly = demoAuthOn('planner', 'weekly.plan', 'SA');
const stranger: AuthContext = { ...planner, userId: randomObjectId(), companyId: randomObjectId() };
const schedule = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const WEEK = '2026-11-23';
const task = (n: number) => demoId('task', n);

const ask = <T = WeekReply>(topic: string, auth: AuthContext, data: Record<string, unknown>) => weekly!.ask<T>(topic, auth, { ...schedule, ...data });
const readWeek = async (auth: AuthContext = planner, date = '2026-11-25') => {
  const reply = await ask(weeklyRequests.readWeek, auth, { date });
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
};
const db = () => weekly!.service.app.get<Connection>(getConnectionToken());
const lookaheadTask = (n: number) => lookaheadDb!.collection('tasks').findOne({ _id: new Types.ObjectId(task(n)) });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 60 && !done(value); attempt += 1) {
    await new Promise((r) => setTimeout(r, 500));
    value = await read();
  }
  assert.ok(done(value), `${what}: ${JSON.stringify(value)}`);
  return value;
}

before(async () => {
  weekly = await startWithProjects({ name: 'weekly', start: startWeeklyService });
  siblings.start('masterplan');
  siblings.start('lookahead');
  lookaheadDb = await siblings.connect('lookahead');
  await weekly.waitUntilReady(() => ask(weeklyRequests.readWeek, planner, { date: '2026-11-25' }));
});

after(async () => {
  await weekly?.stop();
  await siblings.stopAll();
});

test("the demo week shows the lookahead's Will and Committed tasks of the week grouped by activity, its commitments and the PPC trend", async () => {
  const week = await readWeek();
  assert.deepEqual(week.week, { start: WEEK, end: '2026-11-29', week: 48, year: 2026 });
  assert.equal(week.state, 'committed');
  assert.equal(week.days.length, 7);
  const taskIds = week.activities.flatMap((a) => a.tasks.map((t) => t.id)).sort();
  assert.deepEqual(taskIds, [task(1), task(2), task(5), task(8)].sort());
  assert.ok(week.activities.every((a) => a.name !== ''), 'activities are named');
  assert.deepEqual(week.commitments.map((c) => [c.taskId, c.committedPercent]).sort(), [[task(1), 80], [task(8), 50]].sort());
  assert.deepEqual(week.trend.map((p) => [p.weekStart, p.ppc]), [['2026-11-09', 60], ['2026-11-16', 75]]);
  assert.equal(week.ppc, null);
  const next = await readWeek(planner, '2026-12-02');
  assert.equal(next.state, 'not-committed');
  assert.deepEqual(next.commitments, []);
});

test('bad input is refused with 400 and nothing changes: a commitment below progress, a task not in the week, not a week start', async () => {
  const below = errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }, { taskId: task(5), percent: 5 }] }));
  assert.equal(below.code, 'COMMITMENT_BELOW_PROGRESS');
  assert.equal(below.status, 400);
  const notInWeek = errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(3), percent: 100 }] }));
  assert.equal(notInWeek.code, 'TASK_NOT_IN_WEEK');
  const unknown = errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: randomObjectId(), percent: 100 }] }));
  assert.equal(unknown.code, 'TASK_NOT_IN_WEEK');
  const notStart = errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: '2026-11-25', commitments: [{ taskId: task(2), percent: 100 }] }));
  assert.equal(notStart.code, 'NOT_A_WEEK_START');
  const overCap = errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 120 }] }));
  assert.equal(overCap.code, 'VALIDATION_FAILED');
  assert.equal((await readWeek()).commitments.length, 2);
  assert.equal(await db().collection('commitments').countDocuments({ weekStart: WEEK }), 2);
});

test('who may do what: V reads only, SA and another company are refused, a subcontractor without a subcontract commits nothing', async () => {
  assert.equal((await readWeek(viewer)).editing.scope, 'none');
  assert.equal(errorOf(await ask(weeklyRequests.commitTasks, viewer, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }] })).code, 'NO_PERMISSION');
  assert.equal(errorOf(await ask(weeklyRequests.readWeek, noWeekly, { date: WEEK })).code, 'NO_PERMISSION');
  assert.equal(errorOf(await ask(weeklyRequests.readWeek, stranger, { date: WEEK })).status, 403);
  assert.equal(errorOf(await ask(weeklyRequests.commitTasks, stranger, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }] })).status, 403);
  const subtradeWeek = await ask(weeklyRequests.commitTasks, subtrade, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }] });
  assert.equal(errorOf(subtradeWeek).status, 403);
  assert.equal(errorOf(await ask(weeklyRequests.closeWeek, subtrade, { weekStart: WEEK, realized: [] })).code, 'NO_PERMISSION');
  assert.equal(await db().collection('commitments').countDocuments({ weekStart: WEEK }), 2);
});

test('committing tasks makes them Committed in the lookahead with their percentage; an edit and a removal follow', async () => {
  // The weekly service keeps the lookahead's tasks from its events. Task 5 is taken out of what it keeps, as when its
  // event has not arrived yet: the commit reads the lookahead's week tasks again rather than refuse a Will task.
  await readWeek();
  assert.equal((await db().collection('week_tasks').deleteOne({ _id: task(5) as never })).deletedCount, 1);
  const reply = await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }, { taskId: task(5), percent: 60 }] });
  assert.ok(reply.ok, JSON.stringify(reply));
  assert.equal(reply.data.commitments.length, 4);
  const committed = await eventually(() => lookaheadTask(2), (t) => t?.leanStatus === 'Committed' && t.commitmentPercent === 100, 'task 2 committed in the lookahead');
  assert.equal(committed!.leanStatus, 'Committed');
  await eventually(() => lookaheadTask(5), (t) => t?.leanStatus === 'Committed' && t.commitmentPercent === 60, 'task 5 committed');

  const five = reply.data.commitments.find((c) => c.taskId === task(5))!;
  const edited = await ask(weeklyRequests.updateCommitment, planner, { weekStart: WEEK, commitmentId: five.id, percent: 40 });
  assert.ok(edited.ok, JSON.stringify(edited));
  assert.equal(edited.data.commitments.find((c) => c.id === five.id)!.committedPercent, 40);
  await eventually(() => lookaheadTask(5), (t) => t?.commitmentPercent === 40, 'task 5 edited');

  // Committed again and removed: the removed row lands in the deleted-tasks list, the task goes back to Will.
  const removed = await ask(weeklyRequests.removeCommitment, planner, { weekStart: WEEK, commitmentId: five.id });
  assert.ok(removed.ok, JSON.stringify(removed));
  assert.deepEqual(removed.data.removed.map((c) => [c.taskId, c.fulfilled]), [[task(5), false]]);
  assert.equal(removed.data.commitments.length, 3);
  await eventually(() => lookaheadTask(5), (t) => t?.leanStatus === 'Will' && t.commitmentPercent === 0, 'task 5 back to Will');
  const again = await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(5), percent: 50 }] });
  assert.ok(again.ok, JSON.stringify(again));
  assert.equal(again.data.commitments.length, 4);
  assert.equal(again.data.removed.length, 0);
});

test('closing writes realized progress to the lookahead, stores one PPC, and a retried close changes nothing', async () => {
  const week = await readWeek();
  const byTask = new Map(week.commitments.map((c) => [c.taskId, c.id]));
  const missing = errorOf(await ask(weeklyRequests.closeWeek, planner, { weekStart: WEEK, realized: [{ commitmentId: byTask.get(task(1)), percent: 80 }] }));
  assert.equal(missing.code, 'VALIDATION_FAILED');
  assert.equal((await readWeek()).state, 'committed');

  const realized = [
    { commitmentId: byTask.get(task(1)), percent: 80 },
    { commitmentId: byTask.get(task(8)), percent: 30 },
    { commitmentId: byTask.get(task(2)), percent: 100 },
    { commitmentId: byTask.get(task(5)), percent: 20 },
  ];
  // A realized value left on a commitment of a week still committed (as a close that wrote row by row could leave it).
  await db().collection('commitments').updateOne({ _id: new Types.ObjectId(byTask.get(task(1))) }, { $set: { actualProgress: 80, closed: true } });
  assert.equal((await readWeek()).state, 'committed');

  const closed = await ask(weeklyRequests.closeWeek, planner, { weekStart: WEEK, realized });
  assert.ok(closed.ok, JSON.stringify(closed));
  assert.equal(closed.data.state, 'closed');
  assert.equal(closed.data.ppc, 50);
  assert.deepEqual([closed.data.totals.met, closed.data.totals.missed], [2, 2]);
  assert.deepEqual(closed.data.trend.map((p) => p.ppc), [60, 75, 50]);

  const retried = await ask(weeklyRequests.closeWeek, planner, { weekStart: WEEK, realized });
  assert.ok(retried.ok, JSON.stringify(retried));
  assert.equal(retried.data.ppc, 50);
  assert.equal(await db().collection('weeks').countDocuments({ weekStart: WEEK }), 1);

  const eight = await eventually(() => lookaheadTask(8), (t) => t?.progress === 30, 'task 8 progress from the closed week');
  assert.equal(eight!.status, 'Doing');
  const two = await eventually(() => lookaheadTask(2), (t) => t?.progress === 100, 'task 2 done');
  assert.equal(two!.status, 'Done');
  // One close, one progress write: the retried close published nothing more.
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal((await lookaheadTask(2))!.version, two!.version);

  assert.equal(errorOf(await ask(weeklyRequests.commitTasks, planner, { weekStart: WEEK, commitments: [{ taskId: task(2), percent: 100 }] })).code, 'WEEK_CLOSED');
});

test('only AC reopens a closed week; reopened, it is committed again without PPC', async () => {
  assert.equal(errorOf(await ask(weeklyRequests.resetWeek, viewer, { weekStart: WEEK })).code, 'NO_PERMISSION');
  const reset = await ask(weeklyRequests.resetWeek, planner, { weekStart: WEEK });
  assert.ok(reset.ok, JSON.stringify(reset));
  assert.equal(reset.data.state, 'committed');
  assert.equal(reset.data.ppc, null);
  assert.ok(reset.data.commitments.every((c) => c.realizedPercent === null));
});

// Last: the rename goes through the lookahead and its events, which the tests above must not wait behind.
test('a week read again shows what changed since it was last read: a task renamed in the lookahead', async () => {
  const taskName = (week: WeekReply) => week.activities.flatMap((a) => a.tasks).find((t) => t.id === task(2))?.name;
  const before = taskName(await readWeek());
  assert.ok(before !== undefined, 'task 2 is in the week');
  const lookaheadPlanner = demoAuthOn('lastplanner', 'lookahead.plan', 'AC');
  const rename = async (name: string) => {
    const { version } = (await lookaheadTask(2)) as unknown as { version: number };
    const reply = await weekly!.ask(lookaheadRequests.updateTask, lookaheadPlanner, { ...schedule, taskId: task(2), version, name });
    assert.ok(reply.ok, JSON.stringify(reply));
  };
  await rename(`${before} (moved to the east wing)`);
  try {
    await eventually(readWeek, (week) => taskName(week) === `${before} (moved to the east wing)`, 'the renamed task in the week');
  } finally {
    await rename(before);
  }
  await eventually(readWeek, (week) => taskName(week) === before, 'the name put back');
});

test("a rebuild deletes only the kept rows it listed before asking and that no event changed since: a task an event wrote meanwhile stays", async () => {
  await readWeek();
  const tasks = weekly!.service.app.get(WeekTasksRepository);
  const scope = companyScope(planner.companyId);
  // What the lookahead answers: the rows kept now, without the three below.
  const answer: WeekTaskRecord[] = (await tasks.listOfSchedule(scope, schedule.scheduleId)).map(({ companyId: _company, ...record }) => record);
  assert.ok(answer.length > 0);
  const row = (name: string): WeekTaskRecord => ({ ...answer[0]!, _id: randomObjectId(), name, version: 1 });
  const gone = row('Deleted in the lookahead');
  const changed = row('Changed by an event while the lookahead answered');
  const late = row('Written by an event while the lookahead answered');
  try {
    await tasks.upsertTask(scope, gone);
    await tasks.upsertTask(scope, changed);
    const before = await tasks.listOfSchedule(scope, schedule.scheduleId);
    await tasks.upsertTask(scope, late);
    await tasks.upsertTask(scope, { ...changed, version: 2, leanStatus: 'Committed' });
    await tasks.replaceSchedule(scope, schedule.scheduleId, answer, before);
    const after = new Map((await tasks.listOfSchedule(scope, schedule.scheduleId)).map((kept) => [kept._id, kept]));
    assert.equal(after.has(gone._id), false, 'a row listed before asking, unchanged and not answered is deleted');
    assert.equal(after.get(late._id)?.name, late.name, 'a row written after the listing stays');
    assert.equal(after.get(changed._id)?.version, 2, 'a row changed after the listing stays, as changed');
    assert.ok(answer.every((record) => after.has(record._id)), 'every answered row stays');
  } finally {
    for (const extra of [gone, changed, late]) await tasks.deleteTask(scope, extra._id);
  }
});
