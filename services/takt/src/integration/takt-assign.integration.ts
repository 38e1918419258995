import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Types, type Connection } from 'mongoose';
import { lookaheadRequests, taktRequests, type AuthContext, type LookaheadWindowReply, type TaktAssignView, type CreateTaktTasksReply, type TaktTree } from '@tenon/contracts';
import { type Role } from '@tenon/demo-data';
import { errorOf, randomObjectId, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { automaticTower, PLUMBING, ROOF_SLAB, startTaktWithPlanServices, taktPlanner, where, type TaktWithPlanServices } from './takt-test-kit';

/**
 * The assign screen against the real projects, masterplan, lookahead and takt services: assigning writes one lookahead
 * takt task per unit and activity, unassigning removes them.
 */
let takt: TaktWithPlanServices;
let running: ServiceUnderTest;
let lookaheadDb: Connection;
let ask: TaktWithPlanServices['ask'];

const planner = (role: Role = 'planner', code: 'AC' | 'V' = 'AC'): AuthContext => taktPlanner(role, code);

const view = () => ask<TaktAssignView>(taktRequests.assignView, planner(), where);
interface StoredTask {
  name: string;
  status: string;
  leanStatus: string;
  active: boolean;
  progress: number;
  priority: string;
  weight: number;
  taktUnitId: string;
}
const taktTasks = (activityId: string) => lookaheadDb.collection<StoredTask>('tasks').find({ activityId, taktUnitId: { $type: 'string' } }).toArray();


let units: TaktTree['units'] = [];

before(async () => {
  takt = await startTaktWithPlanServices();
  ({ running, lookaheadDb, ask } = takt);
  const tree = await ask<TaktTree>(taktRequests.createStructure, planner(), automaticTower('Assign tower', 2, 3));
  units = tree.units;
  assert.equal(units.length, 6);
});

after(async () => {
  await takt?.stop();
});

test("the assign screen lists the schedule's activities in outline order, from the lookahead, none assigned yet", async () => {
  const screen = await view();
  assert.ok(screen.activities.length > 10);
  const wbs = screen.activities.map((a) => a.wbs);
  assert.equal(wbs[0], '1');
  assert.ok(screen.activities.some((a) => a.id === ROOF_SLAB && !a.isSummary));
  assert.ok(screen.activities.every((a) => a.unitCount === 0));
  assert.equal(screen.tree.units.length, 6);
  assert.equal(typeof screen.hasBaseline, 'boolean', 'the master plan answers whether a baseline exists');
});

test('assigning an activity to units creates one lookahead takt task per unit with the takt defaults, weights adding up to 100', async () => {
  const screen = await ask<TaktAssignView>(taktRequests.assign, planner(), { ...where, activityIds: [ROOF_SLAB], unitIds: units.map((u) => u.id) });
  assert.equal(screen.activities.find((a) => a.id === ROOF_SLAB)!.unitCount, 6);
  assert.ok(screen.tree.units.every((u) => u.activityIds.includes(ROOF_SLAB)));
  const tasks = await taktTasks(ROOF_SLAB);
  assert.equal(tasks.length, 6);
  assert.deepEqual(new Set(tasks.map((t) => t.taktUnitId)), new Set(units.map((u) => u.id)));
  for (const task of tasks) {
    assert.deepEqual([task.status, task.leanStatus, task.active, task.progress, task.priority], ['Waiting', 'Debit', false, 0, 'Low']);
  }
  assert.ok(tasks.some((t) => t.name === 'Level 1 - Unit 1'));
  assert.equal(Math.round(tasks.reduce((sum, t) => sum + t.weight, 0) * 100), 10000);
});

test('an activity already related to a unit is refused and nothing more is created; a retried lookahead write creates nothing twice', async () => {
  const error = errorOf(await running.ask(taktRequests.assign, planner(), { ...where, activityIds: [PLUMBING, ROOF_SLAB], unitIds: [units[0]!.id] }));
  assert.deepEqual([error.code, error.status], ['TAKT_ALREADY_RELATED', 409]);
  assert.equal((await taktTasks(PLUMBING)).length, 0);
  const retried = await ask<CreateTaktTasksReply>(lookaheadRequests.createTaktTasks, planner(), { ...where, activityIds: [ROOF_SLAB], units: units.map((u) => ({ unitId: u.id, name: u.name })) });
  assert.deepEqual(retried.activities.map((a) => [a.activityId, a.changed, a.taktTaskCount]), [[ROOF_SLAB, 0, 6]]);
  assert.equal((await taktTasks(ROOF_SLAB)).length, 6);
});

test('unassigning removes the relations and their takt tasks, and only those', async () => {
  await ask<TaktAssignView>(taktRequests.assign, planner(), { ...where, activityIds: [PLUMBING], unitIds: [units[0]!.id, units[1]!.id] });
  const screen = await ask<TaktAssignView>(taktRequests.unassign, planner(), { ...where, activityIds: [ROOF_SLAB, PLUMBING], unitIds: [units[0]!.id] });
  assert.equal(screen.activities.find((a) => a.id === ROOF_SLAB)!.unitCount, 5);
  assert.equal(screen.activities.find((a) => a.id === PLUMBING)!.unitCount, 1);
  assert.deepEqual(screen.tree.units.find((u) => u.id === units[0]!.id)!.activityIds, []);
  assert.equal((await taktTasks(ROOF_SLAB)).length, 5);
  assert.deepEqual((await taktTasks(PLUMBING)).map((t) => t.taktUnitId), [units[1]!.id]);
  const error = errorOf(await running.ask(taktRequests.unassign, planner(), { ...where, activityIds: [PLUMBING], unitIds: [units[0]!.id] }));
  assert.deepEqual([error.code, error.status], ['TAKT_NOT_RELATED', 409]);
});

test('takt roles, the takt permission and the company are checked; units of another schedule are refused; nothing is written', async () => {
  const assign = { ...where, activityIds: [PLUMBING], unitIds: [units[5]!.id] };
  assert.equal(errorOf(await running.ask(taktRequests.assign, planner('subtrade'), assign)).code, 'NO_PERMISSION');
  assert.equal(errorOf(await running.ask(taktRequests.assign, planner('planner', 'V'), assign)).code, 'NO_PERMISSION');
  assert.equal((await running.ask(taktRequests.assignView, planner('planner', 'V'), where)).ok, true, 'V reads the screen');
  const stranger: AuthContext = { ...planner(), userId: randomObjectId(), companyId: randomObjectId() };
  assert.ok([403, 404].includes(errorOf(await running.ask(taktRequests.assign, stranger, assign)).status));
  const otherUnit = errorOf(await running.ask(taktRequests.assign, planner(), { ...assign, unitIds: [randomObjectId()] }));
  assert.deepEqual([otherUnit.code, otherUnit.status], ['TAKT_NODE_UNKNOWN', 404]);
  assert.equal(errorOf(await running.ask(taktRequests.assign, planner(), { ...where, activityIds: [], unitIds: [units[5]!.id] })).status, 400);
  assert.deepEqual((await taktTasks(PLUMBING)).map((t) => t.taktUnitId), [units[1]!.id]);
});

test('several activities assigned in one call each get one takt task per unit, their weights adding up to 100 apiece', async () => {
  const chosen = (await view()).activities.filter((a) => !a.isSummary && a.unitCount === 0 && a.id !== PLUMBING && a.id !== ROOF_SLAB).slice(0, 3).map((a) => a.id);
  assert.equal(chosen.length, 3);
  const screen = await ask<TaktAssignView>(taktRequests.assign, planner(), { ...where, activityIds: chosen, unitIds: units.map((u) => u.id) });
  for (const activityId of chosen) {
    assert.equal(screen.activities.find((a) => a.id === activityId)!.unitCount, 6);
    const tasks = await taktTasks(activityId);
    assert.deepEqual(new Set(tasks.map((t) => t.taktUnitId)), new Set(units.map((u) => u.id)));
    assert.ok(tasks.every((t) => t.status === 'Waiting' && t.leanStatus === 'Debit' && t.active === false && t.progress === 0 && t.priority === 'Low'));
    assert.equal(Math.round(tasks.reduce((sum, t) => sum + t.weight, 0) * 100), 10000);
  }
  for (const activityId of chosen) {
    const activity = screen.activities.find((a) => a.id === activityId)!;
    const window = await ask<LookaheadWindowReply>(lookaheadRequests.tasksWindow, taktPlanner('planner', 'AC', { 'lookahead.plan': 'V' }), { ...where, start: activity.start.slice(0, 10), weeks: 1 });
    assert.equal(window.activities.find((a) => a.id === activityId)?.isOnLookahead, true, `${activity.name} now shows on the lookahead`);
  }
});

test('unassigning also removes the subtasks planners hung from those takt tasks, and only those', async () => {
  const byUnit = new Map((await lookaheadDb.collection<{ _id: Types.ObjectId; taktUnitId: string }>('tasks').find({ activityId: ROOF_SLAB, taktUnitId: { $type: 'string' } }).toArray()).map((t) => [t.taktUnitId, t._id]));
  const [stays, goes] = [units[1]!.id, units[2]!.id];
  const subtask = (parent: Types.ObjectId, name: string) => ({
    _id: new Types.ObjectId(),
    companyId: planner().companyId,
    scheduleId: where.scheduleId,
    activityId: ROOF_SLAB,
    parentId: parent.toHexString(),
    name,
    start: '2027-03-01T08:00',
    finish: '2027-03-01T17:00',
    duration: 1,
    progress: 0,
    version: 1,
  });
  const [kept, dropped] = [subtask(byUnit.get(stays)!, 'Formwork kept'), subtask(byUnit.get(goes)!, 'Formwork dropped')];
  await lookaheadDb.collection('tasks').insertMany([kept, dropped]);
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await lookaheadDb.collection('task_stamps').deleteMany({});
  const screen = await ask<TaktAssignView>(taktRequests.unassign, planner(), { ...where, activityIds: [ROOF_SLAB], unitIds: [goes] });
  assert.equal(screen.activities.find((a) => a.id === ROOF_SLAB)!.unitCount, 4);
  assert.deepEqual(new Set((await taktTasks(ROOF_SLAB)).map((t) => t.taktUnitId)), new Set(units.slice(1).map((u) => u.id).filter((id) => id !== goes)));
  const left = await lookaheadDb.collection<{ name: string }>('tasks').find({ _id: { $in: [kept._id, dropped._id] } }).toArray();
  assert.deepEqual(left.map((t) => t.name), ['Formwork kept']);
});
