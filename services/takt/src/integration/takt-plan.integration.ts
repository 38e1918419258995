import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Connection } from 'mongoose';
import { taktRequests, type AuthContext, type TaktAssignView, type TaktPlanView, type TaktTree } from '@tenon/contracts';
import { type Role } from '@tenon/demo-data';
import { errorOf, randomObjectId, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { automaticTower, PLUMBING, ROOF_SLAB, startTaktWithPlanServices, taktPlanner, where, type TaktWithPlanServices } from './takt-test-kit';

/**
 * The takt plan against the real projects, masterplan, lookahead and takt services: saving a plan writes every takt
 * task's dates in the lookahead, once.
 */
let takt: TaktWithPlanServices;
let running: ServiceUnderTest;
let lookaheadDb: Connection;
let ask: TaktWithPlanServices['ask'];

const planner = (role: Role = 'planner', code: 'AC' | 'V' = 'AC'): AuthContext => taktPlanner(role, code);

const view = () => ask<TaktPlanView>(taktRequests.planView, planner(), where);
interface StoredTask {
  name: string;
  start: string;
  finish: string;
  version: number;
  taktUnitId: string;
}
const taktTasks = (activityId: string) => lookaheadDb.collection<StoredTask>('tasks').find({ activityId, taktUnitId: { $type: 'string' } }).toArray();


let units: TaktTree['units'] = [];
let structureId = '';
let locationOfUnit = new Map<string, string>();

before(async () => {
  takt = await startTaktWithPlanServices();
  ({ running, lookaheadDb, ask } = takt);
  const tree = await ask<TaktTree>(taktRequests.createStructure, planner(), automaticTower('Plan tower', 2, 2));
  units = tree.units;
  locationOfUnit = new Map(tree.units.map((u) => [u.id, u.locationId]));
  structureId = tree.structures.find((s) => s.name === 'Plan tower')!.id;
  assert.equal(units.length, 4);
  await ask<TaktAssignView>(taktRequests.assign, planner(), { ...where, activityIds: [ROOF_SLAB, PLUMBING], unitIds: units.map((u) => u.id) });
});

after(async () => {
  await takt?.stop();
});

const plan = (extra: Record<string, unknown> = {}) => ({ ...where, structureId, taktDays: 2, bufferPeriods: 0, start: '2027-03-01', wagonIds: [PLUMBING, ROOF_SLAB], shifts: {}, ...extra });

/** Every takt task of the activity is on the dates of its unit's location in the plan. */
async function assertTasksOn(screen: TaktPlanView, activityId: string): Promise<void> {
  const tasks = await taktTasks(activityId);
  assert.equal(tasks.length, 4);
  for (const task of tasks) {
    const cell = screen.cells.find((c) => c.wagonId === activityId && c.locationId === locationOfUnit.get(task.taktUnitId))!;
    assert.deepEqual([task.start, task.finish], [`${cell.start}T08:00`, `${cell.finish}T17:00`], task.name);
  }
}

test('the plan page lists the activities assigned to the structure as wagons and its levels as takt areas, no plan yet', async () => {
  const screen = await ask<TaktPlanView>(taktRequests.planView, planner(), { ...where, structureId });
  assert.equal(screen.structureId, structureId);
  assert.deepEqual(new Set(screen.wagons.map((w) => w.activityId)), new Set([ROOF_SLAB, PLUMBING]));
  assert.ok(screen.wagons.every((w) => w.unitCount === 4 && w.name.length > 0));
  assert.deepEqual(screen.areas.map((a) => [a.name, a.unitCount]), [['Level 1', 2], ['Level 2', 2]]);
  assert.equal(screen.plan, null);
  assert.deepEqual(screen.cells, []);
});

test("generating writes every takt task's dates in the lookahead, wagon after wagon through the levels; the same plan again writes nothing", async () => {
  const screen = await ask<TaktPlanView>(taktRequests.savePlan, planner(), plan());
  assert.deepEqual(screen.wagons.map((w) => w.activityId), [PLUMBING, ROOF_SLAB]);
  assert.equal(screen.cells.length, 4);
  assert.deepEqual(screen.clashes, []);
  const period = (wagonId: string, area: number) => screen.cells.find((c) => c.wagonId === wagonId && c.locationId === screen.areas[area]!.locationId)!.period;
  assert.deepEqual([period(PLUMBING, 0), period(PLUMBING, 1), period(ROOF_SLAB, 0), period(ROOF_SLAB, 1)], [0, 1, 1, 2]);
  assert.ok(screen.cells[0]!.start >= '2027-03-01');
  assert.equal(screen.plan!.tasksWritten, 8);
  assert.ok(screen.plan!.generatedAt !== null);
  await assertTasksOn(screen, PLUMBING);
  await assertTasksOn(screen, ROOF_SLAB);
  const versions = (await taktTasks(ROOF_SLAB)).map((t) => t.version);

  const again = await ask<TaktPlanView>(taktRequests.savePlan, planner(), plan());
  assert.equal(again.plan!.tasksWritten, 0);
  assert.deepEqual((await taktTasks(ROOF_SLAB)).map((t) => t.version), versions);
  assert.deepEqual((await view()).structureId !== null, true);
});

test('a wagon shifted onto the one ahead clashes in every level; saving keeps the shift and moves its tasks', async () => {
  const screen = await ask<TaktPlanView>(taktRequests.savePlan, planner(), plan({ shifts: { [ROOF_SLAB]: -1 } }));
  assert.deepEqual(screen.clashes.map((c) => [c.period, c.wagonIds]), [[0, [PLUMBING, ROOF_SLAB]], [1, [PLUMBING, ROOF_SLAB]]]);
  assert.deepEqual(screen.plan!.shifts, { [ROOF_SLAB]: -1 });
  assert.equal(screen.plan!.tasksWritten, 4);
  await assertTasksOn(screen, ROOF_SLAB);
  assert.ok(screen.periods.length > screen.cells.reduce((max, c) => Math.max(max, c.period), 0) + 10, 'periods beyond the last one used are dated');
});

test('bad input, another company, a subtrade or a viewer are refused and no date changes', async () => {
  const before = (await taktTasks(ROOF_SLAB)).map((t) => [t.start, t.finish]);
  const codeOf = async (auth: AuthContext, data: unknown) => errorOf(await running.ask(taktRequests.savePlan, auth, data));
  assert.equal((await codeOf(planner(), plan({ taktDays: 0 }))).status, 400);
  assert.equal((await codeOf(planner(), plan({ start: '2027-02-30' }))).status, 400);
  const stranger = await codeOf(planner(), plan({ wagonIds: [PLUMBING, randomObjectId()] }));
  assert.deepEqual([stranger.code, stranger.status], ['TAKT_WAGON_NOT_ASSIGNED', 400]);
  const early = await codeOf(planner(), plan({ shifts: { [PLUMBING]: -1 } }));
  assert.deepEqual([early.code, early.status], ['TAKT_SHIFT_BEFORE_START', 400]);
  assert.equal((await codeOf(planner('subtrade'), plan({ start: '2027-06-01' }))).code, 'NO_PERMISSION');
  assert.equal((await codeOf(planner('planner', 'V'), plan({ start: '2027-06-01' }))).code, 'NO_PERMISSION');
  assert.equal((await running.ask(taktRequests.planView, planner('planner', 'V'), { ...where, structureId })).ok, true, 'V reads the plan');
  const other: AuthContext = { ...planner(), userId: randomObjectId(), companyId: randomObjectId() };
  assert.ok([403, 404].includes((await codeOf(other, plan({ start: '2027-06-01' }))).status));
  assert.ok([403, 404].includes(errorOf(await running.ask(taktRequests.planView, other, { ...where, structureId })).status));
  const unknown = await codeOf(planner(), plan({ structureId: randomObjectId() }));
  assert.deepEqual([unknown.code, unknown.status], ['TAKT_NODE_UNKNOWN', 404]);
  assert.deepEqual((await taktTasks(ROOF_SLAB)).map((t) => [t.start, t.finish]), before);
  assert.deepEqual((await view()).plan?.start, '2027-03-01');
});
