import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { lookaheadRequests, type LookaheadOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, randomObjectId, scheduleOverviewSuite } from '@tenon/service-kit/testing';
import { startLookaheadService } from '../start-lookahead';
import { DEMO_TASK_COUNT } from '../tasks/demo-tasks.seed';

// No overdue announcements from a test database.
process.env.ROADBLOCK_OVERDUE_SWEEP_SECONDS = '0';

const suite = scheduleOverviewSuite<LookaheadOverview>({ name: 'lookahead', start: startLookaheadService, topic: lookaheadRequests.overview });
const overview = suite.overview;

test('the demo schedule starts with its seeded lookahead tasks and its five seeded roadblocks', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, taskCount: DEMO_TASK_COUNT, constraintCount: 5 } });
});

test("the counts are this company's tasks and constraints of the schedule, nobody else's", async () => {
  const db = suite.service().service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_TOWER.id };
  await db.collection('tasks').insertMany([
    { ...ofSchedule, activityId: randomObjectId(), name: 'Form level 9 deck, bay A', start: '2026-11-23T08:00', finish: '2026-11-25T17:00' },
    { ...ofSchedule, activityId: randomObjectId(), name: 'Form level 9 deck, bay B', start: '2026-11-25T08:00', finish: '2026-11-27T17:00' },
    { ...ofSchedule, companyId: randomObjectId(), activityId: randomObjectId(), name: 'Another company', start: '2026-11-23T08:00', finish: '2026-11-23T17:00' },
    { ...ofSchedule, scheduleId: NORTHGATE_HOSPITAL.id, activityId: randomObjectId(), name: 'Other schedule', start: '2026-11-23T08:00', finish: '2026-11-23T17:00' },
  ]);
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await db.collection('task_stamps').deleteMany({});
  await db.collection('constraints').insertMany([
    { ...ofSchedule, _id: randomObjectId() as never, name: 'Rebar delivery', status: 'notreleased', taskIds: [] },
    { ...ofSchedule, _id: randomObjectId() as never, companyId: randomObjectId(), name: 'Another company', status: 'notreleased', taskIds: [] },
  ]);
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  // The seeded demo tasks and roadblocks, and the ones added here.
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, taskCount: DEMO_TASK_COUNT + 2, constraintCount: 6 } });
});
