import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { taktRequests, type TaktOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, randomObjectId, scheduleOverviewSuite } from '@tenon/service-kit/testing';
import { startTaktService } from '../start-takt';

const suite = scheduleOverviewSuite<TaktOverview>({ name: 'takt', start: startTaktService, topic: taktRequests.overview });
const overview = suite.overview;

test('the demo schedule has no takt plan yet: zero locations and units (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, locationCount: 0, unitCount: 0 } });
});

test("the counts are this company's locations and production units of the schedule, nobody else's", async () => {
  const db = suite.service().service.app.get<Connection>(getConnectionToken());
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
