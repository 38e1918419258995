import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { masterplanRequests, type AuthContext, type CriticalPathReply, type MasterplanListSchedulesReply } from '@tenon/contracts';
import {
  DEMO_ACTIVITIES,
  DEMO_COMPANY,
  DEMO_LINKS,
  HARBOR_VIEW,
  HARBOR_VIEW_PODIUM,
  HARBOR_VIEW_TOWER,
  NORTHGATE_HOSPITAL,
  NORTHGATE_MEDICAL,
  NORTHGATE_UTILITY_PLANT,
  PLANT_ACTIVITIES,
} from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { PlanStore } from '../plan/plan.store';
import { DemoSeedService } from '../seed/demo-seed.service';
import { startMasterplanService } from '../start-masterplan';

let masterplan: ServiceUnderTest | undefined;

const listSchedules = (auth: AuthContext, projectId: string) =>
  masterplan!.ask<MasterplanListSchedulesReply>(masterplanRequests.listSchedules, auth, { projectId });

const criticalPath = (auth: AuthContext, projectId: string, scheduleId: string) =>
  masterplan!.ask<CriticalPathReply>(masterplanRequests.criticalPath, auth, { projectId, scheduleId });

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => listSchedules(demoAuth('admin'), HARBOR_VIEW.id));
});

after(async () => {
  await masterplan?.stop();
});

test("a project's schedules come from the projects service with this service's activity counts", async () => {
  const reply = await listSchedules(demoAuth('planner'), HARBOR_VIEW.id);
  assert.ok(reply.ok);
  assert.deepEqual(reply.data.schedules, [
    { id: HARBOR_VIEW_TOWER.id, name: 'Tower A', activityCount: DEMO_ACTIVITIES.length },
    { id: HARBOR_VIEW_PODIUM.id, name: 'Podium and Parking', activityCount: 0 },
  ]);
});

test('each schedule carries its own count: the empty hospital building reads zero beside the takt demo plant', async () => {
  const reply = await listSchedules(demoAuth('admin'), NORTHGATE_MEDICAL.id);
  assert.ok(reply.ok);
  assert.deepEqual(
    reply.data.schedules.map((s) => [s.id, s.activityCount]),
    [
      [NORTHGATE_HOSPITAL.id, 0],
      [NORTHGATE_UTILITY_PLANT.id, PLANT_ACTIVITIES.length],
    ],
  );
});

test("a caller of another company asking for a demo project's schedules gets 403 WRONG_COMPANY", async () => {
  const error = errorOf(await listSchedules({ userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-b' }, HARBOR_VIEW.id));
  assert.deepEqual([error.code, error.status], ['WRONG_COMPANY', 403]);
});

test('a non-member gets 403 NOT_A_MEMBER and an unknown project 404', async () => {
  const notMember = errorOf(await listSchedules(demoAuth('lastplanner'), NORTHGATE_MEDICAL.id));
  assert.deepEqual([notMember.code, notMember.status], ['NOT_A_MEMBER', 403]);
  const unknown = errorOf(await listSchedules(demoAuth('admin'), randomObjectId()));
  assert.deepEqual([unknown.code, unknown.status], ['NOT_FOUND', 404]);
});

test("the demo tower's master plan is scheduled by the engine: every activity, its critical path, its logic kept", async () => {
  const reply = await criticalPath(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.ok(reply.ok, JSON.stringify(reply));
  const { activities, projectStart, projectFinish } = reply.data;
  assert.equal(activities.length, DEMO_ACTIVITIES.length);
  const firstStored = DEMO_ACTIVITIES.map((a) => a.start).sort()[0];
  assert.equal(projectStart, firstStored);
  assert.ok(projectFinish !== null && projectFinish > projectStart);
  const critical = activities.filter((a) => a.critical && a.kind !== 'summary');
  assert.ok(critical.length > 0, 'a critical path exists');
  assert.ok(critical.length < activities.filter((a) => a.kind !== 'summary').length, 'not everything is critical');
  assert.ok(critical.some((a) => a.earlyFinish === projectFinish), 'the critical path reaches the finish');
  const byId = new Map(activities.map((a) => [a.id, a]));
  for (const link of DEMO_LINKS.filter((l) => l.type === 'FS' && l.lag >= 0)) {
    assert.ok(byId.get(link.successorId)!.earlyStart >= byId.get(link.predecessorId)!.earlyFinish, `${link.predecessorId} → ${link.successorId}`);
  }
  for (const a of critical) assert.ok(a.totalFloat <= 0, `${a.name} is critical with float ${a.totalFloat}`);
});

test('the critical path follows the access rules: other company 403, non-member 403, a schedule of another project 404', async () => {
  const foreign = errorOf(await criticalPath({ userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-b' }, HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
  const notMember = errorOf(await criticalPath(demoAuth('lastplanner'), NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id));
  assert.deepEqual([notMember.code, notMember.status], ['NOT_A_MEMBER', 403]);
  const elsewhere = errorOf(await criticalPath(demoAuth('admin'), HARBOR_VIEW.id, NORTHGATE_HOSPITAL.id));
  assert.deepEqual([elsewhere.code, elsewhere.status], ['NOT_FOUND', 404]);
});

test('two instances seeding the demo at the same moment leave one copy of the master plan', async () => {
  const db = masterplan!.service.app.get<Connection>(getConnectionToken());
  await db.collection('plan_heads').deleteOne({ _id: HARBOR_VIEW_TOWER.id } as never);
  await db.collection('plan_chunks').deleteMany({ scheduleId: HARBOR_VIEW_TOWER.id });
  // A database from before chunks may still hold the tower one row per document.
  await db.collection('activities').deleteMany({ scheduleId: HARBOR_VIEW_TOWER.id });
  await db.collection('links').deleteMany({ scheduleId: HARBOR_VIEW_TOWER.id });
  const seed = masterplan!.service.app.get(DemoSeedService);
  const seeded = await Promise.all([seed.seedIfEmpty(), seed.seedIfEmpty()]);
  assert.ok(seeded.includes(true));
  const plan = await masterplan!.service.app.get(PlanStore).rows({ companyId: DEMO_COMPANY.id }, HARBOR_VIEW_TOWER.id);
  assert.equal(plan.activities.size, DEMO_ACTIVITIES.length);
  assert.equal(plan.links.size, DEMO_LINKS.length);
  assert.equal(await db.collection('plan_chunks').countDocuments({ scheduleId: HARBOR_VIEW_TOWER.id }), 2, 'one chunk of activities, one of links');
  assert.equal(await seed.seedIfEmpty(), false);
});
