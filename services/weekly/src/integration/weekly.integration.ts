import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { weeklyRequests, type WeeklyOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, randomObjectId, scheduleOverviewSuite } from '@tenon/service-kit/testing';
import { startWeeklyService } from '../start-weekly';

const suite = scheduleOverviewSuite<WeeklyOverview>({ name: 'weekly', start: startWeeklyService, topic: weeklyRequests.overview });
const overview = suite.overview;

test('the demo schedule starts with its weekly plan: two closed weeks and the current one committed', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: {
      scheduleId: HARBOR_VIEW_TOWER.id,
      commitmentCount: 11,
      weeks: [
        { weekStart: '2026-11-09', commitmentCount: 5 },
        { weekStart: '2026-11-16', commitmentCount: 4 },
        { weekStart: '2026-11-23', commitmentCount: 2 },
      ],
    } });
});

test("commitments of this company and schedule are counted per planning week, nobody else's", async () => {
  const db = suite.service().service.app.get<Connection>(getConnectionToken());
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
      commitmentCount: 14,
      weeks: [
        { weekStart: '2026-11-09', commitmentCount: 5 },
        { weekStart: '2026-11-16', commitmentCount: 6 },
        { weekStart: '2026-11-23', commitmentCount: 3 },
      ],
    } });
});
