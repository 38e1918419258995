import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { lookaheadRequests, type AuthContext, type LookaheadOverview } from '@tenon/contracts';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startLookaheadService } from '../start-lookahead';

let lookahead: ServiceUnderTest | undefined;

const overview = (auth: AuthContext, projectId: string, scheduleId: string) =>
  lookahead!.ask<LookaheadOverview>(lookaheadRequests.overview, auth, { projectId, scheduleId });

before(async () => {
  lookahead = await startWithProjects({ name: 'lookahead', start: startLookaheadService });
  await lookahead.waitUntilReady(() => overview(demoAuth('admin'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
});

after(async () => {
  await lookahead?.stop();
});

test('the demo schedule has no lookahead yet: zero tasks and constraints (the empty state)', async () => {
  const reply = await overview(demoAuth('lastplanner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, taskCount: 0, constraintCount: 0 } });
});

test("the counts are this company's tasks and constraints of the schedule, nobody else's", async () => {
  const db = lookahead!.service.app.get<Connection>(getConnectionToken());
  const ofSchedule = { companyId: DEMO_COMPANY.id, scheduleId: HARBOR_VIEW_TOWER.id };
  await db.collection('tasks').insertMany([
    { ...ofSchedule, activityId: randomObjectId(), name: 'Form level 9 deck, bay A', start: '2026-11-23T08:00', finish: '2026-11-25T17:00' },
    { ...ofSchedule, activityId: randomObjectId(), name: 'Form level 9 deck, bay B', start: '2026-11-25T08:00', finish: '2026-11-27T17:00' },
    { ...ofSchedule, companyId: randomObjectId(), activityId: randomObjectId(), name: 'Another company', start: '2026-11-23T08:00', finish: '2026-11-23T17:00' },
    { ...ofSchedule, scheduleId: NORTHGATE_HOSPITAL.id, activityId: randomObjectId(), name: 'Other schedule', start: '2026-11-23T08:00', finish: '2026-11-23T17:00' },
  ]);
  await db.collection('constraints').insertOne({ ...ofSchedule, name: 'Rebar delivery', status: 'waiting', taskIds: [] });
  const reply = await overview(demoAuth('planner'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  assert.deepEqual(reply, { ok: true, data: { scheduleId: HARBOR_VIEW_TOWER.id, taskCount: 2, constraintCount: 1 } });
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
