import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, ServiceReply } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL } from '@tenon/demo-data';
import { demoAuth, errorOf } from './demo-callers';
import { randomObjectId, startWithProjects, type ServiceUnderTest, type ServiceUnderTestOptions } from './service-harness';

export interface ScheduleOverviewSuite<T> {
  /** Asks the service for a schedule's overview as `auth`. */
  overview: (auth: AuthContext, projectId: string, scheduleId: string) => Promise<ServiceReply<T>>;
  /** The running service (its database, for arranging data). */
  service: () => ServiceUnderTest;
}

/**
 * A module service answering `<module>.overview` for a schedule, booted beside the projects service, with the
 * access rules every such request shares: another company 403, a non-member 403, another project's schedule 404.
 * The caller adds the tests of its own figures.
 */
export function scheduleOverviewSuite<T>(options: ServiceUnderTestOptions & { topic: string }): ScheduleOverviewSuite<T> {
  let running: ServiceUnderTest | undefined;
  const suite: ScheduleOverviewSuite<T> = {
    overview: (auth, projectId, scheduleId) => running!.ask<T>(options.topic, auth, { projectId, scheduleId }),
    service: () => running!,
  };

  before(async () => {
    running = await startWithProjects(options);
    await running.waitUntilReady(() => suite.overview(demoAuth('admin'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
  });

  after(async () => {
    await running?.stop();
  });

  void test("a caller of another company gets 403 WRONG_COMPANY for the demo project's schedule", async () => {
    const stranger: AuthContext = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin', sessionId: 's-b' };
    const error = errorOf(await suite.overview(stranger, HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
    assert.deepEqual([error.code, error.status], ['WRONG_COMPANY', 403]);
  });

  void test('a non-member gets NOT_A_MEMBER and a schedule of another project NOT_FOUND', async () => {
    const notMember = errorOf(await suite.overview(demoAuth('client'), HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id));
    assert.deepEqual([notMember.code, notMember.status], ['NOT_A_MEMBER', 403]);
    const elsewhere = errorOf(await suite.overview(demoAuth('admin'), HARBOR_VIEW.id, NORTHGATE_HOSPITAL.id));
    assert.deepEqual([elsewhere.code, elsewhere.status], ['NOT_FOUND', 404]);
  });

  return suite;
}
