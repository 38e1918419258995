import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { taktRequests, type AuthContext, type TaktOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startTaktService } from '../start-takt';

let svc: ServiceUnderTest | undefined;

const overview = (auth: AuthContext, projectId: string, scheduleId: string) =>
  svc!.ask<TaktOverview>(taktRequests.overview, auth, { projectId, scheduleId });

before(async () => {
  svc = await startWithProjects({ name: 'takt', start: startTaktService });
  await svc.waitUntilReady(() => overview(demoAuth('admin'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
});

after(async () => {
  await svc?.stop();
});

test('the demo schedule has no takt plan yet: zero locations and units (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, locationCount: 0, unitCount: 0 } });
});

test("the counts are this company's locations and production units of the schedule, nobody else's", async () => {
  const db = svc!.service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_TOWER.id };
  const levels = ['Level 5', 'Level 6', 'Level 7'].map((name, order) => ({ ...ofSchedule, name, order }));
  const inserted = await db.collection('locations').insertMany([...levels, { ...levels[0]!, companyId: randomObjectId() }]);
  const level5 = String(inserted.insertedIds[0]);
  await db.collection('units').insertMany([
    { ...ofSchedule, locationId: level5, name: 'Level 5 drywall', order: 1 },
    { ...ofSchedule, locationId: level5, name: 'Level 5 paint', order: 2 },
    { ...ofSchedule, scheduleId: NORTHGATE_HOSPITAL.id, locationId: level5, name: 'Other schedule', order: 1 },
  ]);
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, locationCount: 3, unitCount: 2 } });
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
