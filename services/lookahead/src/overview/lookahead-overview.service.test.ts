import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, ScheduleScope } from '@tenon/contracts';
import { type ProjectAccessClient, wrongCompany, type TenantScope } from '@tenon/service-kit';
import type { ConstraintsRepository } from '../constraints/constraints.repository';
import type { TasksRepository } from '../tasks/tasks.repository';
import { LookaheadOverviewService } from './lookahead-overview.service';

const auth: AuthContext = { userId: 'u1', companyId: 'company-a', role: 'planner', sessionId: 's1' };
const request: ScheduleScope = { projectId: 'a'.repeat(24), scheduleId: 'b'.repeat(24) };

function overviewService(access: () => Promise<void>, counted: string[]) {
  const counter = (kind: string, count: number) => ({
    countOfSchedule: (scope: TenantScope, scheduleId: string) => {
      counted.push(`${kind}:${scope.companyId}:${scheduleId}`);
      return Promise.resolve(count);
    },
  });
  return new LookaheadOverviewService(
    { assertScheduleAccess: access } as unknown as ProjectAccessClient,
    counter('tasks', 4) as unknown as TasksRepository,
    counter('constraints', 2) as unknown as ConstraintsRepository,
  );
}

test("counts the caller's company tasks and constraints of the schedule once access is confirmed", async () => {
  const counted: string[] = [];
  const service = overviewService(() => Promise.resolve(), counted);
  assert.deepEqual(await service.overview(auth, request), { scheduleId: request.scheduleId, taskCount: 4, constraintCount: 2 });
  assert.deepEqual(counted.sort(), [`constraints:company-a:${request.scheduleId}`, `tasks:company-a:${request.scheduleId}`]);
});

test('a refused access check reaches the caller and nothing is counted', async () => {
  const counted: string[] = [];
  const service = overviewService(() => Promise.reject(wrongCompany()), counted);
  await assert.rejects(service.overview(auth, request), { code: 'WRONG_COMPANY', status: 403 });
  assert.deepEqual(counted, []);
});
