import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { analyticsRequests, type AuthContext, type AnalyticsOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startAnalyticsService } from '../start-analytics';

let svc: ServiceUnderTest | undefined;

const overview = (auth: AuthContext, projectId: string, scheduleId: string) =>
  svc!.ask<AnalyticsOverview>(analyticsRequests.overview, auth, { projectId, scheduleId });

before(async () => {
  svc = await startWithProjects({ name: 'analytics', start: startAnalyticsService });
  await svc.waitUntilReady(() => overview(demoAuth('admin'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
});

after(async () => {
  await svc?.stop();
});

test('the demo schedule has no analytics yet: no PPC weeks and no activities (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, ppcWeeks: [], activityCount: 0 } });
});

test("PPC weeks of this company and schedule come oldest first with their PPC, nobody else's", async () => {
  const db = svc!.service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_TOWER.id };
  await db.collection('ppc_weeks').insertMany([
    { ...ofSchedule, weekStart: '2026-11-16', committed: 8, completed: 6 },
    { ...ofSchedule, weekStart: '2026-11-09', committed: 5, completed: 5 },
    { ...ofSchedule, companyId: randomObjectId(), weekStart: '2026-11-09', committed: 9, completed: 1 },
  ]);
  await db.collection('activity_progress').insertOne({
    ...ofSchedule,
    activityId: randomObjectId(),
    progress: 40,
    start: '2026-11-17T08:00',
    finish: '2026-12-02T17:00',
    lastEventId: 'event-1',
  });
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: {
      scheduleId: HARBOR_VIEW_TOWER.id,
      ppcWeeks: [
        { weekStart: '2026-11-09', committed: 5, completed: 5, ppc: 100 },
        { weekStart: '2026-11-16', committed: 8, completed: 6, ppc: 75 },
      ],
      activityCount: 1,
    } });
});

test("a caller of another company gets 403 WRONG_COMPANY for the demo project's schedule", async () => {
  const error = errorOf(
    await overview({ userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-b' }, HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id),
  );
  assert.deepEqual([error.code, error.status], ['WRONG_COMPANY', 403]);
});

test('a non-member gets NOT_A_MEMBER and a schedule of another project NOT_FOUND', async () => {
  const notMember = errorOf(await overview(demoAuth('client'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
  assert.deepEqual([notMember.code, notMember.status], ['NOT_A_MEMBER', 403]);
  const elsewhere = errorOf(await overview(demoAuth('admin'), HARBOR_VIEW.id, NORTHGATE_HOSPITAL.id));
  assert.deepEqual([elsewhere.code, elsewhere.status], ['NOT_FOUND', 404]);
});
