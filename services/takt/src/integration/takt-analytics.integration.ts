import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Connection } from 'mongoose';
import { lookaheadRequests, taktRequests, type AuthContext, type TaktAnalyticsReply, type TaktAssignView, type TaktTree } from '@tenon/contracts';
import { HARBOR_VIEW, type Role } from '@tenon/demo-data';
import { planningWeekOf } from '@tenon/lean';
import { errorOf, randomObjectId, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { automaticTower, PLUMBING, ROOF_SLAB, startTaktWithPlanServices, taktPlanner, where, type TaktWithPlanServices } from './takt-test-kit';

/**
 * Takt analytics against the real projects, masterplan, lookahead and takt services: units assigned, their takt tasks
 * progressed through the lookahead, and the matrix and velocity the takt service answers from them.
 */
let takt: TaktWithPlanServices;
let running: ServiceUnderTest;
let lookaheadDb: Connection;
let ask: TaktWithPlanServices['ask'];

/** A takt planner who also reports progress in the lookahead. */
const planner = (role: Role = 'planner'): AuthContext => taktPlanner(role, 'AC', { 'takt.analytics': 'V', 'lookahead.plan': 'AC' });

interface StoredTask {
  _id: { toHexString(): string };
  activityId: string;
  taktUnitId: string;
  finish: string;
  version: number;
}


let tree: TaktTree;
/** The activity that finishes first, and the other. */
let early: string;
let later: string;
let dataDate: string;

const nextDay = (day: string) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

before(async () => {
  takt = await startTaktWithPlanServices(planner());
  ({ running, lookaheadDb, ask } = takt);
  tree = await ask<TaktTree>(taktRequests.createStructure, planner(), automaticTower('Analytics tower', 2, 2));
  assert.equal(tree.units.length, 4);
  await ask<TaktAssignView>(taktRequests.assign, planner(), { ...where, activityIds: [ROOF_SLAB, PLUMBING], unitIds: tree.units.map((u) => u.id) });

  const tasks = await lookaheadDb.collection<StoredTask>('tasks').find({ taktUnitId: { $in: tree.units.map((u) => u.id) } }).toArray();
  assert.equal(tasks.length, 8);
  const finishOf = (activityId: string) => tasks.find((t) => t.activityId === activityId)!.finish.slice(0, 10);
  [early, later] = finishOf(ROOF_SLAB) < finishOf(PLUMBING) ? [ROOF_SLAB, PLUMBING] : [PLUMBING, ROOF_SLAB];
  assert.notEqual(finishOf(early), finishOf(later), 'the two activities finish on different days');
  // The day after the first trade is due: its unfinished tasks are late, the second trade's are not yet.
  dataDate = nextDay(finishOf(early));
  // Level 1's two units, then Level 2's.
  const levels = [...tree.locations].sort((a, b) => a.order - b.order);
  const [u1, u2, u3, u4] = levels.flatMap((level) => tree.units.filter((u) => u.locationId === level.id).sort((a, b) => a.order - b.order)).map((u) => u.id);
  const progress: Array<[string, string, number]> = [
    [early, u1!, 100],
    [early, u2!, 100],
    [early, u3!, 100],
    [early, u4!, 50],
    [later, u1!, 30],
    [later, u2!, 100],
  ];
  for (const [activityId, unitId, percent] of progress) {
    const task = tasks.find((t) => t.activityId === activityId && t.taktUnitId === unitId)!;
    await ask(lookaheadRequests.updateTask, planner(), { ...where, taskId: task._id.toHexString(), version: task.version, progress: percent });
  }
});

after(async () => {
  await takt?.stop();
});

test('the progress matrix: locations × trades, each cell done, late, in progress or not started from the lookahead progress', async () => {
  const figures = await ask<TaktAnalyticsReply>(taktRequests.analytics, planner(), { ...where, dataDate });
  const structure = tree.structures.find((s) => s.name === 'Analytics tower')!;
  assert.ok(figures.structures.some((s) => s.id === structure.id));
  const answered = figures.structureId === structure.id ? figures : await ask<TaktAnalyticsReply>(taktRequests.analytics, planner(), { ...where, structureId: structure.id, dataDate });
  const { matrix } = answered;
  assert.deepEqual(matrix.locations.map((l) => [l.name, l.percent]), [
    ['Level 1', 82.5], // 100, 100, 30, 100
    ['Level 2', 37.5], // 100, 50, 0, 0
  ]);
  assert.deepEqual(matrix.trades.map((t) => t.id).sort(), [ROOF_SLAB, PLUMBING].sort());
  const cell = (level: string, activityId: string) => {
    const locationId = matrix.locations.find((l) => l.name === level)!.id;
    const found = matrix.cells.find((c) => c.locationId === locationId && c.activityId === activityId)!;
    return [found.state, found.percent];
  };
  assert.deepEqual(cell('Level 1', early), ['done', 100]);
  assert.deepEqual(cell('Level 2', early), ['late', 75]);
  assert.deepEqual(cell('Level 1', later), ['in_progress', 65]);
  assert.deepEqual(cell('Level 2', later), ['not_started', 0]);
  assert.deepEqual(matrix.totals, { cells: { done: 1, in_progress: 1, late: 1, not_started: 1 }, tasks: 8, percent: 60 }); // 480 / 8
  assert.equal(matrix.dataDate, dataDate);
});

test('takt velocity: every unit is planned in the week its last trade finishes, the one fully done counts as completed', async () => {
  const structureId = tree.structures.find((s) => s.name === 'Analytics tower')!.id;
  const { velocity } = await ask<TaktAnalyticsReply>(taktRequests.analytics, planner(), { ...where, structureId, dataDate });
  const tasks = await lookaheadDb.collection<StoredTask>('tasks').find({ activityId: later, taktUnitId: tree.units[0]!.id }).toArray();
  const weekStart = planningWeekOf(tasks[0]!.finish.slice(0, 10), HARBOR_VIEW.planificationDay).start;
  assert.deepEqual(velocity.weeks, [{ weekStart, planned: 4, completed: 1, plannedCumulative: 4, completedCumulative: 1 }]);
  assert.deepEqual([velocity.units, velocity.completedUnits, velocity.plannedPerWeek], [4, 1, 4]);
});

test("another company's caller, a role without takt and a caller without takt analytics are refused; bad input is a 400", async () => {
  const structureId = tree.structures.find((s) => s.name === 'Analytics tower')!.id;
  const request = { ...where, structureId, dataDate };
  const stranger: AuthContext = { ...planner(), userId: randomObjectId(), companyId: randomObjectId() };
  assert.ok([403, 404].includes(errorOf(await running.ask(taktRequests.analytics, stranger, request)).status));
  assert.equal(errorOf(await running.ask(taktRequests.analytics, planner('subtrade'), request)).code, 'NO_PERMISSION');
  const noAnalytics: AuthContext = { ...planner(), permissions: { ...planner().permissions!, 'takt.analytics': 'SA' } };
  assert.equal(errorOf(await running.ask(taktRequests.analytics, noAnalytics, request)).code, 'NO_PERMISSION');
  const unknown = errorOf(await running.ask(taktRequests.analytics, planner(), { ...request, structureId: randomObjectId() }));
  assert.deepEqual([unknown.code, unknown.status], ['TAKT_NODE_UNKNOWN', 404]);
  assert.equal(errorOf(await running.ask(taktRequests.analytics, planner(), { ...request, dataDate: '10/03/2027' })).status, 400);
  // The lookahead answers takt tasks only to its own company's callers too.
  assert.ok([403, 404].includes(errorOf(await running.ask(lookaheadRequests.listTaktTasks, stranger, { ...where, unitIds: tree.units.map((u) => u.id) })).status));
});
