import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { analyticsRequests, type AnalyticsOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_PODIUM } from '@tenon/demo-data';
import { demoAuth, randomObjectId, scheduleOverviewSuite } from '@tenon/service-kit/testing';
import { startAnalyticsService } from '../start-analytics';

const suite = scheduleOverviewSuite<AnalyticsOverview>({ name: 'analytics', start: startAnalyticsService, topic: analyticsRequests.overview });
const overview = suite.overview;

// The podium: the tower carries the demo's figures, and the figures suite publishes its events there.
test('a schedule without closed weeks has no analytics yet: no PPC weeks and no activities (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_PODIUM.id, ppcWeeks: [], activityCount: 0 } });
});

test("PPC weeks of this company and schedule come oldest first with their PPC, nobody else's", async () => {
  const db = suite.service().service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_PODIUM.id };
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
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_PODIUM.id);
  assert.deepEqual(reply, { ok: true, data: {
      scheduleId: HARBOR_VIEW_PODIUM.id,
      ppcWeeks: [
        { weekStart: '2026-11-09', committed: 5, completed: 5, ppc: 100 },
        { weekStart: '2026-11-16', committed: 8, completed: 6, ppc: 75 },
      ],
      activityCount: 1,
    } });
});
