import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, masterplanRequests, type AuthContext, type PlanActivity, type PlanLink, type PlanReply, type SavePlanReply, type SavePlanRequest } from '@tenon/contracts';
import { DEMO_ACTIVITIES, HARBOR_VIEW, HARBOR_VIEW_PODIUM, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { demoAuth, demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/** The Gantt editor's plan against the real database and Kafka: versions, refusals, and what a refused save leaves. */
let masterplan: ServiceUnderTest | undefined;
const planner = demoAuthOn('planner', 'masterplan.gantt', 'AC');

const read = (auth: AuthContext, scheduleId = HARBOR_VIEW_PODIUM.id, projectId = HARBOR_VIEW.id) =>
  masterplan!.ask<PlanReply>(masterplanRequests.readPlan, auth, { projectId, scheduleId });
const save = (auth: AuthContext, body: Omit<SavePlanRequest, 'projectId' | 'scheduleId'> & { projectId?: string; scheduleId?: string }) =>
  masterplan!.ask<SavePlanReply>(masterplanRequests.savePlan, auth, { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id, ...body });

async function plan(auth: AuthContext = planner): Promise<PlanReply> {
  const reply = await read(auth);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

let correlative = 100;
function activity(fields: Partial<PlanActivity> = {}): PlanActivity {
  correlative += 1;
  return {
    id: randomObjectId(), correlativeId: correlative, name: `Pour slab ${correlative}`, kind: 'task', parentId: null, order: correlative, duration: 960,
    start: '2027-03-01T08:00', finish: '2027-03-02T17:00', ...planActivityDefaults(), ...fields,
  };
}
const link = (from: PlanActivity, to: PlanActivity, type: PlanLink['type'] = 'FS'): PlanLink => ({ id: randomObjectId(), predecessorId: from.id, successorId: to.id, type, lag: 0 });
const nothing = { upsert: [], delete: [] };

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => read(planner));
});

after(async () => {
  await masterplan?.stop();
});

test('a plan is read whole with its version; the seeded tower has every demo activity at version 0', async () => {
  const tower = await read(planner, HARBOR_VIEW_TOWER.id);
  assert.ok(tower.ok);
  assert.equal(tower.data.version, 0);
  assert.equal(tower.data.activities.length, DEMO_ACTIVITIES.length);
  assert.ok(tower.data.links.length > 0);
});

test('saves go in batches: each adds, changes and deletes only what it names and moves the version by one', async () => {
  const before = await plan();
  const [a, b, c] = [activity(), activity(), activity()];
  const first = await save(planner, { baseVersion: before.version, activities: { upsert: [a, b, c], delete: [] }, links: { upsert: [link(a, b), link(b, c, 'SS')], delete: [] } });
  assert.ok(first.ok, JSON.stringify(first));
  assert.equal(first.data.version, before.version + 1);
  assert.equal(first.data.savedBy, planner.userId);
  const second = await save(planner, { baseVersion: first.data.version, activities: { upsert: [{ ...b, name: 'Cure slab', duration: 1440 }], delete: [c.id] }, links: { upsert: [], delete: (await plan()).links.filter((l) => l.successorId === c.id).map((l) => l.id) } });
  assert.ok(second.ok, JSON.stringify(second));
  const after = await plan();
  assert.equal(after.version, before.version + 2);
  const names = new Map(after.activities.map((x) => [x.id, x.name]));
  assert.equal(names.get(a.id), a.name);
  assert.equal(names.get(b.id), 'Cure slab');
  assert.equal(names.has(c.id), false);
  assert.deepEqual(after.links.map((l) => [l.predecessorId, l.successorId]), [[a.id, b.id]]);
});

test("an activity's budgeted cost and man-hours are stored and read back; an activity saved without them has none", async () => {
  const before = await plan();
  const [costed, plain] = [activity({ cost: 1_250_000.5, hhWorkTime: 320 }), activity()];
  const saved = await save(planner, { baseVersion: before.version, activities: { upsert: [costed, plain], delete: [] }, links: nothing });
  assert.ok(saved.ok, JSON.stringify(saved));
  const after = new Map((await plan()).activities.map((x) => [x.id, x]));
  assert.deepEqual([after.get(costed.id)!.cost, after.get(costed.id)!.hhWorkTime], [1_250_000.5, 320]);
  assert.deepEqual([after.get(plain.id)!.cost, after.get(plain.id)!.hhWorkTime], [null, null]);
});

test('a save over a newer version is refused with 409 SAVE_CONFLICT naming who saved, and changes nothing', async () => {
  const current = await plan();
  const mine = activity();
  assert.ok((await save(planner, { baseVersion: current.version, activities: { upsert: [mine], delete: [] }, links: nothing })).ok);
  const stale = await save(demoAuthOn('admin', 'masterplan.gantt', 'AC'), { baseVersion: current.version, activities: { upsert: [{ ...mine, name: 'Overwritten' }], delete: [] }, links: nothing });
  const error = errorOf(stale);
  assert.deepEqual([error.code, error.status], ['SAVE_CONFLICT', 409]);
  assert.deepEqual({ ...(error.details as Record<string, unknown>), savedAt: undefined }, { version: current.version + 1, savedBy: planner.userId, savedAt: undefined, baseVersion: current.version });
  assert.equal((await plan()).activities.find((x) => x.id === mine.id)?.name, mine.name);
});

test('two saves from the same version at once: one is applied, the other refused, never a mix', async () => {
  const current = await plan();
  const [left, right] = [activity({ name: 'Left' }), activity({ name: 'Right' })];
  const answers = await Promise.all([
    save(planner, { baseVersion: current.version, activities: { upsert: [left], delete: [] }, links: nothing }),
    save(demoAuthOn('admin', 'masterplan.gantt', 'AC'), { baseVersion: current.version, activities: { upsert: [right], delete: [] }, links: nothing }),
  ]);
  assert.equal(answers.filter((answer) => answer.ok).length, 1, JSON.stringify(answers));
  const refused = errorOf(answers.find((answer) => !answer.ok)!);
  assert.ok(['SAVE_CONFLICT', 'SAVE_IN_PROGRESS'].includes(refused.code), refused.code);
  const after = await plan();
  assert.equal(after.version, current.version + 1);
  assert.equal(after.activities.filter((x) => x.id === left.id || x.id === right.id).length, 1);
});

test('bad saves get 400 with a code and change nothing: loop, link type, milestone with duration, dates, correlative ids, dangling link', async () => {
  const current = await plan();
  const [a, b] = [activity(), activity()];
  const setup = await save(planner, { baseVersion: current.version, activities: { upsert: [a, b], delete: [] }, links: { upsert: [link(a, b)], delete: [] } });
  assert.ok(setup.ok);
  const base = setup.data.version;
  const loop = errorOf(await save(planner, { baseVersion: base, activities: nothing, links: { upsert: [link(b, a)], delete: [] } }));
  assert.deepEqual([loop.code, loop.status], ['SCHEDULE_CYCLE', 400]);
  assert.deepEqual((loop.details as { cycle: { name: string }[] }).cycle.map((x) => x.name).sort(), [a.name, b.name].sort());
  const refusals: Array<[string, Omit<SavePlanRequest, 'projectId' | 'scheduleId'>]> = [
    ['VALIDATION_FAILED', { baseVersion: base, activities: nothing, links: { upsert: [{ ...link(a, b), type: 'XX' as PlanLink['type'] }], delete: [] } }],
    ['VALIDATION_FAILED', { baseVersion: base, activities: { upsert: [activity({ kind: 'milestone', duration: 480 })], delete: [] }, links: nothing }],
    ['VALIDATION_FAILED', { baseVersion: base, activities: { upsert: [activity({ start: '01/03/2027' })], delete: [] }, links: nothing }],
    ['VALIDATION_FAILED', { baseVersion: base, activities: { upsert: [activity({ correlativeId: 10_000_000 })], delete: [] }, links: nothing }],
    ['VALIDATION_FAILED', { baseVersion: base, activities: { upsert: [activity({ cost: -5 })], delete: [] }, links: nothing }],
    ['VALIDATION_FAILED', { baseVersion: base, activities: { upsert: [activity({ hhWorkTime: 2_000_000 })], delete: [] }, links: nothing }],
    ['LINK_TO_UNKNOWN_ACTIVITY', { baseVersion: base, activities: nothing, links: { upsert: [link(a, activity())], delete: [] } }],
    ['UNKNOWN_ACTIVITY', { baseVersion: base, activities: { upsert: [], delete: [randomObjectId()] }, links: nothing }],
  ];
  for (const [code, body] of refusals) {
    const error = errorOf(await save(planner, body));
    assert.deepEqual([error.code, error.status], [code, 400], JSON.stringify(body).slice(0, 200));
  }
  const after = await plan();
  assert.equal(after.version, base);
  assert.equal(after.activities.length, current.activities.length + 2);
});

test("a save never reaches another schedule's rows, and other companies and non-members cannot read or save", async () => {
  const tower = await read(planner, HARBOR_VIEW_TOWER.id);
  assert.ok(tower.ok);
  const current = await plan();
  // Rows belong to their schedule's plan: an id that another schedule also uses names a row of this plan only.
  const borrowed = { ...tower.data.activities[0]!, name: 'Not the tower any more', correlativeId: 9_000_001, parentId: null, calendarId: null };
  const saved = await save(planner, { baseVersion: current.version, activities: { upsert: [borrowed], delete: [] }, links: nothing });
  assert.ok(saved.ok);
  const towerAfter = await read(planner, HARBOR_VIEW_TOWER.id);
  assert.ok(towerAfter.ok);
  assert.deepEqual(towerAfter.data.activities, tower.data.activities);
  assert.equal(towerAfter.data.version, tower.data.version);
  const podium = await plan();
  await save(planner, { baseVersion: podium.version, activities: { upsert: [], delete: [borrowed.id] }, links: nothing });
  const otherCompany: AuthContext = { ...demoAuthOn('admin', 'masterplan.gantt', 'AC'), userId: randomObjectId(), companyId: randomObjectId(), sessionId: 's-x' };
  assert.deepEqual(errorOf(await read(otherCompany)).status, 403);
  assert.equal(errorOf(await save(otherCompany, { baseVersion: current.version, activities: { upsert: [activity()], delete: [] }, links: nothing })).status, 403);
  const outsider = errorOf(await read(demoAuth('lastplanner'), NORTHGATE_HOSPITAL.id, NORTHGATE_MEDICAL.id));
  assert.deepEqual([outsider.code, outsider.status], ['NOT_A_MEMBER', 403]);
  assert.equal((await plan()).version, current.version + 2);
});
