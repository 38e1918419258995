import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyticsRequests,
  lookaheadEvents,
  masterplanEvents,
  projectsEvents,
  weeklyEvents,
  type ActivityRow,
  type ActivityRowsChangedEvent,
  type AuthContext,
  type BaselineActivatedEvent,
  type BiPage,
  type BiRow,
  type CncChangedEvent,
  type ServiceReply,
  type TaskReply,
  type TaskLeanStatusChangedEvent,
  type TasksBatchEvent,
  type TaskUpdatedEvent,
  type WeekCommittedEvent,
} from '@tenon/contracts';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { EventPublisher } from '@tenon/service-kit';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import type { WeekClosedFacts } from '../figures/week-closed.event';
import { BiActivityChunksRepository } from '../bi/activity-chunks/bi-activity-chunks.repository';
import { BiRowsRepository } from '../bi/bi-rows.repository';
import { startAnalyticsService } from '../start-analytics';

/**
 * Events on the real topics reach the BI read API. Each run uses companies of its own (Kafka keeps earlier runs'
 * events), so every total below is exact.
 */
const [ours, theirs] = [randomObjectId(), randomObjectId()];
const [tower, hospital, foreign] = [randomObjectId(), randomObjectId(), randomObjectId()];
const [towerA, foreignSchedule] = [randomObjectId(), randomObjectId()];
const activityIds = [randomObjectId(), randomObjectId(), randomObjectId()];
const [taskId, commitmentId, cncId] = [randomObjectId(), randomObjectId(), randomObjectId()];

const apiToken = (companyId: string): AuthContext => {
  const name = `api-token:${randomObjectId()}`;
  return { userId: name, companyId, role: 'client', sessionId: name };
};
const ourToken = apiToken(ours);

let running: ServiceUnderTest;
let send: (topic: string, key: string, payload: object) => Promise<unknown>;

/** The task the setup sends as a single write; the batch test's tasks are made from it. */
let task0: TaskReply;

const ask = (topic: string, auth: AuthContext, query: Record<string, unknown> = {}): Promise<ServiceReply<BiPage>> => running.ask<BiPage>(topic, auth, query);

async function eventually(topic: string, auth: AuthContext, total: number): Promise<BiPage> {
  let last: ServiceReply<BiPage> | undefined;
  for (let attempt = 0; attempt < 80; attempt++) {
    last = await ask(topic, auth);
    if (last.ok && last.data.total === total) return last.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`${topic} never reached ${total} rows: ${JSON.stringify(last)}`);
}

const row = (id: string, index: number): ActivityRow => ({
  id,
  parentId: null,
  name: `Level ${index + 1} slab`,
  correlativeId: index + 1,
  order: index,
  start: `2026-12-0${index + 1}T08:00`,
  finish: `2026-12-0${index + 2}T17:00`,
  progress: index * 25,
  subcontractId: null,
  calendarId: null,
  isSummary: false,
  isMilestone: false,
});

before(async () => {
  running = await startWithProjects({ name: 'analytics', start: startAnalyticsService });
  await running.waitUntilReady(() => ask(analyticsRequests.biProjects, ourToken));
  const publisher = running.service.app.get(EventPublisher);
  send = (topic: string, key: string, payload: object) => publisher.publishEvent(topic, key, payload);
  await send(projectsEvents.projectCreated, tower, { companyId: ours, projectId: tower, name: 'Tower', modules: ['masterplan'] });
  await send(projectsEvents.projectCreated, hospital, { companyId: ours, projectId: hospital, name: 'Hospital', modules: ['masterplan'] });
  await send(projectsEvents.projectUpdated, tower, { companyId: ours, projectId: tower, changed: ['stage'], stage: 'started', planificationDay: 1 });
  await send(projectsEvents.projectCreated, foreign, { companyId: theirs, projectId: foreign, name: 'Not yours', modules: ['masterplan'] });
  await send(projectsEvents.scheduleCreated, towerA, { companyId: ours, projectId: tower, scheduleId: towerA, name: 'Tower A' });
  await send(projectsEvents.scheduleCreated, foreignSchedule, { companyId: theirs, projectId: foreign, scheduleId: foreignSchedule, name: 'Theirs' });
  const plan: ActivityRowsChangedEvent = {
    companyId: ours,
    projectId: tower,
    scheduleId: towerA,
    version: 1,
    whole: true,
    chunkIndex: 0,
    chunkCount: 1,
    // The second slab is scheduled: on the critical path, no float.
    activities: activityIds.map((id, index) => (index === 1 ? { ...row(id, index), totalFloatDays: 0, freeFloatDays: 0, critical: true } : row(id, index))),
    deletedActivityIds: [],
  };
  await send(masterplanEvents.activityRowsChanged, towerA, plan);
  const baseline: BaselineActivatedEvent = {
    companyId: ours,
    projectId: tower,
    scheduleId: towerA,
    baselineId: randomObjectId(),
    name: 'Contract',
    at: new Date().toISOString(),
    chunkIndex: 0,
    chunkCount: 1,
    points: [{ activityId: activityIds[1]!, start: '2026-11-30T08:00', finish: '2026-12-02T17:00' }],
  };
  await send(masterplanEvents.baselineActivated, towerA, baseline);
  await send(masterplanEvents.activityRowsChanged, foreignSchedule, { ...plan, companyId: theirs, projectId: foreign, scheduleId: foreignSchedule, activities: [row(randomObjectId(), 0)] });
  const task: TaskUpdatedEvent = {
    companyId: ours,
    projectId: tower,
    scheduleId: towerA,
    taskId,
    activityId: activityIds[0]!,
    change: 'created',
    task: {
      id: taskId,
      scheduleId: towerA,
      activityId: activityIds[0]!,
      parentId: null,
      name: 'Formwork, grid 1-4',
      start: '2026-12-01T08:00',
      finish: '2026-12-02T17:00',
      duration: 2,
      responsibleIds: [],
      subcontractId: null,
      tags: [],
      priority: 'Normal',
      progress: 10,
      commitmentPercent: 50,
      description: '',
      status: 'Doing',
      leanStatus: 'Committed',
      leanStatusBeforeRestriction: null,
      version: 1,
      unfit: null,
      openRoadblocks: 0,
      taktUnitId: null,
      resources: [],
      editable: true,
      updatedAt: new Date().toISOString(),
    },
    activityProgress: null,
    by: randomObjectId(),
  };
  await send(lookaheadEvents.taskUpdated, towerA, task);
  task0 = task.task!;
  const week: WeekCommittedEvent = {
    companyId: ours,
    projectId: tower,
    scheduleId: towerA,
    weekStart: '2026-11-30',
    week: 49,
    year: 2026,
    timing: null,
    commitments: [{ commitmentId, taskId, committedPercent: 50 }],
    removedTaskIds: [],
    weightingBasis: 'duration',
    by: randomObjectId(),
  };
  await send(weeklyEvents.weekCommitted, towerA, week);
  const closed: WeekClosedFacts = { companyId: ours, projectId: tower, scheduleId: towerA, weekStart: '2026-11-30', committed: 4, met: 3 };
  await send(weeklyEvents.weekClosed, towerA, closed);
});

after(async () => {
  await running?.stop();
});

test('projects and schedules of the token company only, in the columns of the API', async () => {
  // The project's creation and its update come on two topics, in either order: both are waited for (the update alone
  // already makes the row, without its name).
  const projects = await eventuallyPage(analyticsRequests.biProjects, {}, (page) => page.total === 2 && page.items.some((item) => item.projectId === tower && item.stage === 'started' && item.name === 'Tower'));
  assert.deepEqual(projects.columns, ['projectId', 'name', 'stage', 'planificationDay', 'modules', 'updatedAt']);
  const byId = new Map(projects.items.map((item) => [item.projectId, item]));
  assert.deepEqual([...byId.keys()].sort(), [tower, hospital].sort());
  assert.equal(byId.get(tower)?.name, 'Tower');
  assert.equal(byId.get(tower)?.stage, 'started');
  assert.equal(byId.get(hospital)?.stage, null);
  const schedules = await eventually(analyticsRequests.biSchedules, ourToken, 1);
  assert.deepEqual(schedules.items.map((item) => [item.scheduleId, item.projectId, item.name]), [[towerA, tower, 'Tower A']]);
  // The other company sees its own project, never ours.
  const theirProjects = await eventually(analyticsRequests.biProjects, apiToken(theirs), 1);
  assert.deepEqual(theirProjects.items.map((item) => item.name), ['Not yours']);
});

test('activities page by cursor with every column, and updatedSince keeps only later changes', async () => {
  await eventually(analyticsRequests.biActivities, ourToken, 3);
  const first = await ask(analyticsRequests.biActivities, ourToken, { limit: 2 });
  assert.ok(first.ok);
  assert.equal(first.data.items.length, 2);
  assert.equal(first.data.total, 3);
  assert.ok(first.data.nextCursor !== null);
  const second = await ask(analyticsRequests.biActivities, ourToken, { limit: 2, cursor: first.data.nextCursor });
  assert.ok(second.ok);
  assert.equal(second.data.items.length, 1);
  assert.equal(second.data.nextCursor, null);
  const all = [...first.data.items, ...second.data.items];
  assert.deepEqual(all.map((item) => item.activityId).sort(), [...activityIds].sort());
  const slab = all.find((item) => item.activityId === activityIds[1]);
  assert.equal(slab?.progress, 25);
  assert.equal(slab?.start, '2026-12-02T08:00');
  assert.equal(slab?.scheduleId, towerA);
  const third = all.find((item) => item.activityId === activityIds[2]);
  assert.deepEqual(third && [third.totalFloatDays, third.critical, third.deleted, third.deletedAt], [null, null, false, null]);
  const later = await ask(analyticsRequests.biActivities, ourToken, { updatedSince: new Date(Date.now() + 60_000).toISOString() });
  assert.ok(later.ok);
  assert.equal(later.data.total, 0);
  const since = await ask(analyticsRequests.biActivities, ourToken, { updatedSince: '2026-01-01' });
  assert.ok(since.ok);
  assert.equal(since.data.total, 3);
});

test('tasks, week commitments and PPC by week from their events', async () => {
  const tasks = await eventually(analyticsRequests.biTasks, ourToken, 1);
  assert.equal(tasks.items[0]?.name, 'Formwork, grid 1-4');
  assert.equal(tasks.items[0]?.activityId, activityIds[0]);
  const commitments = await eventually(analyticsRequests.biCommitments, ourToken, 1);
  assert.deepEqual(commitments.items[0] && [commitments.items[0].commitmentId, commitments.items[0].taskId, commitments.items[0].weekStart, commitments.items[0].committedPercent], [commitmentId, taskId, '2026-11-30', 50]);
  const weeks = await eventually(analyticsRequests.biPpcWeeks, ourToken, 1);
  assert.deepEqual(weeks.items[0] && [weeks.items[0].weekStart, weeks.items[0].committed, weeks.items[0].completed, weeks.items[0].ppc], ['2026-11-30', 4, 3, 75]);
  for (const topic of [analyticsRequests.biCncs, analyticsRequests.biRoadblocks]) assert.equal((await eventually(topic, ourToken, 0)).items.length, 0);
});

test('a session is refused, and a cursor or limit that is not ours is VALIDATION_FAILED', async () => {
  assert.equal(errorOf(await ask(analyticsRequests.biProjects, { ...demoAuth('admin'), companyId: ours })).code, 'NO_PERMISSION');
  assert.equal(errorOf(await ask(analyticsRequests.biProjects, ourToken, { cursor: 'bm90LWEtY3Vyc29y' })).code, 'VALIDATION_FAILED');
  assert.equal(errorOf(await ask(analyticsRequests.biProjects, ourToken, { limit: 0 })).code, 'VALIDATION_FAILED');
  assert.equal(errorOf(await ask(analyticsRequests.biProjects, ourToken, { updatedSince: 'yesterday' })).code, 'VALIDATION_FAILED');
});

test('a bulk takt write (batch events) adds its tasks to the task rows and a batch delete removes them, the other tasks kept', async () => {
  const publisher = running.service.app.get(EventPublisher);
  const before = await eventually(analyticsRequests.biTasks, ourToken, 1);
  const ids = [randomObjectId(), randomObjectId(), randomObjectId()];
  const base = before.items[0] as unknown as Record<string, unknown>;
  const tasks: TaskReply[] = ids.map((id, index) => ({ ...task0, id, name: `Level ${index + 1} - Unit 1`, progress: 0, leanStatus: 'Debit', status: 'Waiting' }));
  const batch = (written: TasksBatchEvent['written'], rows: TaskReply[], deleted: string[]): TasksBatchEvent => ({
    change: 'batch', companyId: ours, projectId: tower, scheduleId: towerA, written, tasks: rows, deletedTaskIds: deleted, activityProgress: [], by: randomObjectId(),
  });
  await publisher.publishEvent(lookaheadEvents.taskUpdated, towerA, batch('created', tasks, []));
  const created = await eventually(analyticsRequests.biTasks, ourToken, 4);
  assert.deepEqual(created.items.filter((item) => ids.includes(String(item.taskId))).map((item) => item.name).sort(), ['Level 1 - Unit 1', 'Level 2 - Unit 1', 'Level 3 - Unit 1']);
  await publisher.publishEvent(lookaheadEvents.taskUpdated, towerA, batch('updated', [{ ...tasks[0]!, progress: 40 }], []));
  for (let attempt = 0; attempt < 80; attempt++) {
    const page = await eventually(analyticsRequests.biTasks, ourToken, 4);
    if (page.items.find((item) => item.taskId === ids[0])?.progress === 40) break;
    assert.ok(attempt < 79, 'the batch update never reached the task row');
    await new Promise((r) => setTimeout(r, 250));
  }
  // A roadblock restricts a task: the same topic says only its new lean status, and the row keeps the rest.
  const restricted: TaskLeanStatusChangedEvent = {
    change: 'lean-status', companyId: ours, projectId: tower, scheduleId: towerA, taskId: ids[1]!, activityId: task0.activityId, leanStatus: 'Restricted', leanStatusBeforeRestriction: 'Debit', cause: 'roadblocks',
  };
  await publisher.publishEvent(lookaheadEvents.taskUpdated, towerA, restricted);
  const restrictedRow = (await eventuallyPage(analyticsRequests.biTasks, {}, (page) => page.items.some((item) => item.taskId === ids[1] && item.leanStatus === 'Restricted'))).items.find((item) => item.taskId === ids[1]);
  assert.deepEqual([restrictedRow?.name, restrictedRow?.progress], ['Level 2 - Unit 1', 0]);
  await publisher.publishEvent(lookaheadEvents.taskUpdated, towerA, batch('deleted', [], ids));
  const left = await eventually(analyticsRequests.biTasks, ourToken, 1);
  assert.equal(left.items[0]?.taskId, base.taskId);
});

/** Polls a page until `done` holds for it. */
function eventuallyPage(topic: string, query: Record<string, unknown>, done: (page: BiPage) => boolean): Promise<BiPage> {
  return eventuallyPageOf(topic, ourToken, query, done);
}

const activity = (page: BiPage, id: string | undefined): BiRow | undefined => page.items.find((item) => item.activityId === id);

test('activities carry the active baseline dates, the float and the critical flag of the scheduled rows', async () => {
  const page = await eventuallyPage(analyticsRequests.biActivities, {}, (p) => activity(p, activityIds[1])?.baselineStart !== null);
  const slab = activity(page, activityIds[1]);
  assert.deepEqual(slab && [slab.baselineStart, slab.baselineFinish, slab.totalFloatDays, slab.freeFloatDays, slab.critical], ['2026-11-30T08:00', '2026-12-02T17:00', 0, 0, true]);
  // Not in the baseline: no baseline dates.
  assert.deepEqual([activity(page, activityIds[0])?.baselineStart, activity(page, activityIds[0])?.baselineFinish], [null, null]);
});

test('deleted activities, tasks and commitments are tombstones for updatedSince and gone from a full load', async () => {
  await eventually(analyticsRequests.biActivities, ourToken, 3);
  await eventually(analyticsRequests.biTasks, ourToken, 1);
  await eventually(analyticsRequests.biCommitments, ourToken, 1);
  const cnc = (change: 'created' | 'deleted', at: string): CncChangedEvent => ({
    companyId: ours,
    projectId: tower,
    scheduleId: towerA,
    change,
    changedBy: randomObjectId(),
    at,
    cnc: { id: cncId, name: 'Late formwork', typeId: 'default:materials', weekStart: '2026-11-30', status: 'unsolved', priority: 'Normal', responsibleId: null, taskIds: [taskId], commitmentIds: [] },
  });
  await send(weeklyEvents.cncChanged, towerA, cnc('created', new Date().toISOString()));
  await eventually(analyticsRequests.biCncs, ourToken, 1);
  const since = new Date(Date.now() - 1000).toISOString();
  // A save that deletes the third slab, a whole plan without the first one, the task deleted, its commitment removed.
  const change = { companyId: ours, projectId: tower, scheduleId: towerA, chunkIndex: 0, chunkCount: 1 };
  await send(masterplanEvents.activityRowsChanged, towerA, { ...change, version: 2, whole: false, activities: [], deletedActivityIds: [activityIds[2]!] } satisfies ActivityRowsChangedEvent);
  await send(masterplanEvents.activityRowsChanged, towerA, { ...change, version: 3, whole: true, activities: [row(activityIds[1]!, 1)], deletedActivityIds: [] } satisfies ActivityRowsChangedEvent);
  await send(lookaheadEvents.taskUpdated, towerA, { companyId: ours, projectId: tower, scheduleId: towerA, taskId, activityId: activityIds[0]!, change: 'deleted', task: null, activityProgress: null, by: randomObjectId() });
  await send(weeklyEvents.weekCommitted, towerA, { companyId: ours, projectId: tower, scheduleId: towerA, weekStart: '2026-11-30', week: 49, year: 2026, timing: null, commitments: [], removedTaskIds: [taskId], weightingBasis: 'duration', by: randomObjectId() } satisfies WeekCommittedEvent);
  const deletedAt = new Date().toISOString();
  await send(weeklyEvents.cncChanged, towerA, cnc('deleted', deletedAt));
  // Heard late, an older change of the deleted cause does not bring it back.
  await send(weeklyEvents.cncChanged, towerA, { ...cnc('created', since), change: 'updated' } satisfies CncChangedEvent);

  const full = await eventually(analyticsRequests.biActivities, ourToken, 1);
  assert.deepEqual(full.items.map((item) => [item.activityId, item.deleted]), [[activityIds[1], false]]);
  // The whole plan said nothing of floats: what the earlier rows said stays.
  assert.equal(full.items[0]?.critical, true);
  const changed = await eventuallyPage(analyticsRequests.biActivities, { updatedSince: since }, (p) => p.total === 3);
  for (const id of [activityIds[0], activityIds[2]]) {
    const gone = activity(changed, id);
    assert.equal(gone?.deleted, true, `activity ${id} is a tombstone`);
    assert.ok(typeof gone?.deletedAt === 'string' && gone.deletedAt >= since && gone.updatedAt === gone.deletedAt);
  }
  assert.equal(activity(changed, activityIds[1])?.deleted, false);

  assert.equal((await eventually(analyticsRequests.biTasks, ourToken, 0)).items.length, 0);
  // The batch test's tombstones may fall in the same second: only this task is looked at.
  const tasks = await eventuallyPage(analyticsRequests.biTasks, { updatedSince: since }, (p) => p.items.some((item) => item.taskId === taskId && item.deleted === true));
  assert.deepEqual(tasks.items.filter((item) => item.taskId === taskId).map((item) => [item.taskId, item.name, item.deleted]), [[taskId, 'Formwork, grid 1-4', true]]);
  assert.equal((await eventually(analyticsRequests.biCommitments, ourToken, 0)).items.length, 0);
  const commitments = await eventuallyPage(analyticsRequests.biCommitments, { updatedSince: since }, (p) => p.total === 1);
  assert.deepEqual(commitments.items.map((item) => [item.commitmentId, item.deleted]), [[commitmentId, true]]);
  assert.equal((await eventually(analyticsRequests.biCncs, ourToken, 0)).items.length, 0);
  const cncs = await eventuallyPage(analyticsRequests.biCncs, { updatedSince: since }, (p) => p.total === 1);
  assert.deepEqual(cncs.items.map((item) => [item.cncId, item.deleted, typeof item.deletedAt]), [[cncId, true, 'string']]);
  // A refresh after the deletions hears nothing more.
  const later = await ask(analyticsRequests.biActivities, ourToken, { updatedSince: new Date(Date.now() + 60_000).toISOString() });
  assert.equal(later.ok && later.data.total, 0);
});

test('a row written before ids came from keys is keyed at start and changed in place by the next event; CNC pages follow a cursor', async () => {
  const [company, project, schedule] = [randomObjectId(), randomObjectId(), randomObjectId()];
  const token = apiToken(company);
  const rows = running.service.app.get<Connection>(getConnectionToken()).collection('bi_rows');
  await rows.insertOne({ _id: new Types.ObjectId(), companyId: company, kind: 'project', key: project, projectId: project, scheduleId: null, row: { projectId: project, name: 'Old name' }, updatedAt: new Date(), deleted: false, deletedAt: null });
  // The service's start keyed the database's rows once and marked it: a later start does not scan the rows again.
  assert.equal(await running.service.app.get(BiRowsRepository).keyLegacyRowsOnce(), 0);
  assert.ok((await running.service.app.get(BiRowsRepository).keyLegacyRows()) >= 1);
  await send(projectsEvents.projectCreated, project, { companyId: company, projectId: project, name: 'New name', modules: ['masterplan'] });
  for (let attempt = 0; attempt < 80; attempt++) {
    const page = await ask(analyticsRequests.biProjects, token);
    if (page.ok && page.data.items[0]?.name === 'New name') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stored = await rows.find({ companyId: company, kind: 'project' }).toArray();
  assert.deepEqual(stored.map((doc) => [typeof doc._id, (doc.row as BiRow).name]), [['string', 'New name']]);

  for (const id of [randomObjectId(), randomObjectId(), randomObjectId()]) {
    await send(weeklyEvents.cncChanged, schedule, {
      companyId: company,
      projectId: project,
      scheduleId: schedule,
      change: 'created',
      changedBy: randomObjectId(),
      at: new Date().toISOString(),
      cnc: { id, name: 'Late formwork', typeId: 'default:materials', weekStart: '2026-11-30', status: 'unsolved', priority: 'Normal', responsibleId: null, taskIds: [], commitmentIds: [] },
    } satisfies CncChangedEvent);
  }
  await eventually(analyticsRequests.biCncs, token, 3);
  const seen: unknown[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await ask(analyticsRequests.biCncs, token, { limit: 2, ...(cursor ? { cursor } : {}) });
    assert.ok(page.ok, JSON.stringify(page));
    seen.push(...page.data.items.map((item) => item.cncId));
    cursor = page.data.nextCursor;
  } while (cursor);
  assert.equal(new Set(seen).size, 3);
});

/** Every page of a listing, following its cursors. */
async function allPages(topic: string, auth: AuthContext, query: Record<string, unknown>): Promise<{ items: BiRow[]; pages: number; total: number }> {
  const items: BiRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const page: ServiceReply<BiPage> = await ask(topic, auth, { ...query, ...(cursor === null ? {} : { cursor }) });
    assert.ok(page.ok, JSON.stringify(page));
    if (pages === 0) total = page.data.total;
    items.push(...page.data.items);
    cursor = page.data.nextCursor;
    pages++;
  } while (cursor !== null);
  return { items, pages, total };
}

test('a company\'s activities over several schedules page by cursor once each; a refresh lists only the rows changed since', async () => {
  const [company, project] = [randomObjectId(), randomObjectId()];
  const schedules = [randomObjectId(), randomObjectId()];
  const token = apiToken(company);
  const ids = new Map(schedules.map((schedule) => [schedule, Array.from({ length: 120 }, () => randomObjectId())]));
  for (const schedule of schedules) {
    const activities = ids.get(schedule)!.map((id, index) => row(id, index % 7));
    await send(masterplanEvents.activityRowsChanged, schedule, { companyId: company, projectId: project, scheduleId: schedule, version: 1, whole: true, chunkIndex: 0, chunkCount: 1, activities, deletedActivityIds: [] } satisfies ActivityRowsChangedEvent);
  }
  await eventually(analyticsRequests.biActivities, token, 240);
  const full = await allPages(analyticsRequests.biActivities, token, { limit: 17 });
  assert.equal(full.total, 240);
  assert.equal(full.pages, Math.ceil(240 / 17));
  assert.equal(full.items.length, 240);
  assert.deepEqual(full.items.map((item) => item.activityId).sort(), [...ids.values()].flat().sort(), 'every activity once');
  assert.ok(full.items.every((item) => item.projectId === project && schedules.includes(String(item.scheduleId))));

  const since = new Date(Date.now() - 1).toISOString();
  await new Promise((r) => setTimeout(r, 5));
  const [schedule] = schedules as [string];
  const changed = ids.get(schedule)!.slice(0, 3);
  await send(masterplanEvents.activityRowsChanged, schedule, { companyId: company, projectId: project, scheduleId: schedule, version: 2, whole: false, chunkIndex: 0, chunkCount: 1, activities: changed.slice(0, 2).map((id) => ({ ...row(id, 1), progress: 90 })), deletedActivityIds: [changed[2]!] } satisfies ActivityRowsChangedEvent);
  const refresh = await eventuallyPageOf(analyticsRequests.biActivities, token, { updatedSince: since }, (page) => page.total === 3);
  assert.deepEqual(refresh.items.map((item) => [item.activityId, item.progress, item.deleted]).sort(), [[changed[0], 90, false], [changed[1], 90, false], [changed[2], 50, true]].sort());
  const refreshed = await allPages(analyticsRequests.biActivities, token, { updatedSince: since, limit: 2 });
  assert.deepEqual(refreshed.items.map((item) => item.activityId).sort(), [...changed].sort());
  assert.equal((await allPages(analyticsRequests.biActivities, token, { limit: 100 })).total, 239, 'the deleted one is gone from a full load');
});

test('activities kept a BI row each before the chunks are moved into chunks, tombstones and all', async () => {
  const [company, project, schedule] = [randomObjectId(), randomObjectId(), randomObjectId()];
  const [live, gone] = [randomObjectId(), randomObjectId()];
  const token = apiToken(company);
  const rows = running.service.app.get<Connection>(getConnectionToken()).collection('bi_rows');
  const changedAt = new Date('2026-11-02T10:00:00.000Z');
  const legacy = (key: string, deleted: boolean) => ({
    _id: randomObjectId() + key.slice(0, 8),
    companyId: company,
    kind: 'activity',
    key,
    projectId: project,
    scheduleId: schedule,
    row: { activityId: key, name: `Legacy ${key.slice(-4)}`, progress: 30 },
    updatedAt: changedAt,
    deleted,
    deletedAt: deleted ? changedAt : null,
    planVersion: 4,
  });
  await rows.insertMany([legacy(live, false), legacy(gone, true)] as never);
  const chunks = running.service.app.get(BiActivityChunksRepository);
  assert.equal(await chunks.chunkLegacyRowsOnce(), 0, 'the start moved the rows once and marked it');
  assert.ok((await chunks.chunkLegacyRows()) >= 2);
  assert.equal(await rows.countDocuments({ companyId: company, kind: 'activity' }), 0, 'the old rows are gone');
  const full = await eventually(analyticsRequests.biActivities, token, 1);
  assert.deepEqual(full.items.map((item) => [item.activityId, item.name, item.progress, item.updatedAt]), [[live, `Legacy ${live.slice(-4)}`, 30, changedAt.toISOString()]]);
  const refresh = await ask(analyticsRequests.biActivities, token, { updatedSince: '2026-11-01' });
  assert.ok(refresh.ok);
  assert.deepEqual(refresh.data.items.map((item) => [item.activityId, item.deleted]).sort(), [[gone, true], [live, false]].sort());
  // A whole plan of a later version drops what the moved rows' version wrote.
  await send(masterplanEvents.activityRowsChanged, schedule, { companyId: company, projectId: project, scheduleId: schedule, version: 5, whole: true, chunkIndex: 0, chunkCount: 1, activities: [], deletedActivityIds: [] } satisfies ActivityRowsChangedEvent);
  await eventually(analyticsRequests.biActivities, token, 0);
});

async function eventuallyPageOf(topic: string, auth: AuthContext, query: Record<string, unknown>, done: (page: BiPage) => boolean): Promise<BiPage> {
  let last: ServiceReply<BiPage> | undefined;
  for (let attempt = 0; attempt < 80; attempt++) {
    last = await ask(topic, auth, query);
    if (last.ok && done(last.data)) return last.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`${topic} never answered as expected: ${JSON.stringify(last)}`);
}
