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

test('the demo schedule has no weekly plan yet: no commitments and no weeks (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, commitmentCount: 0, weeks: [] } });
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
      commitmentCount: 3,
      weeks: [
        { weekStart: '2026-11-16', commitmentCount: 2 },
        { weekStart: '2026-11-23', commitmentCount: 1 },
      ],
    } });
});
