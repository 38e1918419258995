import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { weeklyRequests, type AuthContext, type WeeklyOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startWeeklyService } from '../start-weekly';

let svc: ServiceUnderTest | undefined;

const overview = (auth: AuthContext, projectId: string, scheduleId: string) =>
  svc!.ask<WeeklyOverview>(weeklyRequests.overview, auth, { projectId, scheduleId });

before(async () => {
  svc = await startWithProjects({ name: 'weekly', start: startWeeklyService });
  await svc.waitUntilReady(() => overview(demoAuth('admin'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
});

after(async () => {
  await svc?.stop();
});

test('the demo schedule has no weekly plan yet: no commitments and no weeks (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, commitmentCount: 0, weeks: [] } });
});

test("commitments of this company and schedule are counted per planning week, nobody else's", async () => {
  const db = svc!.service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_TOWER.id };
  const commitment = (weekStart: string, companyId = DEMO_COMPANY.id) => ({
    ...ofSchedule,
    companyId,
    weekStart,
    taskId: randomObjectId(),
    committedProgress: 100,
  });
  await db.collection('commitments').insertMany([
    commitment('2026-11-16'),
    commitment('2026-11-23'),
    commitment('2026-11-16'),
    commitment('2026-11-16', randomObjectId()),
    { ...commitment('2026-11-16'), scheduleId: NORTHGATE_HOSPITAL.id },
  ]);
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: {
      scheduleId: HARBOR_VIEW_TOWER.id,
      commitmentCount: 3,
      weeks: [
        { weekStart: '2026-11-16', commitmentCount: 2 },
        { weekStart: '2026-11-23', commitmentCount: 1 },
      ],
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
