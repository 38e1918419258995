import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, ScheduleScope } from '@tenon/contracts';
import { wrongCompany } from '../errors/service-error';
import type { TenantScope } from '../persistence/tenant-scope';
import type { ProjectAccessClient } from './project-access.client';
import { countsOfSchedule } from './schedule-counts';

const auth: AuthContext = { userId: 'u1', companyId: 'company-a', role: 'planner', sessionId: 's1' };
const request: ScheduleScope = { projectId: 'a'.repeat(24), scheduleId: 'b'.repeat(24) };

function counting(access: () => Promise<void>, counted: string[]) {
  const counter = (kind: string, count: number) => ({
    countOfSchedule: (scope: TenantScope, scheduleId: string) => {
      counted.push(`${kind}:${scope.companyId}:${scheduleId}`);
      return Promise.resolve(count);
    },
  });
  return countsOfSchedule({ assertScheduleAccess: access } as unknown as ProjectAccessClient, auth, request, { taskCount: counter('tasks', 4), constraintCount: counter('constraints', 2) });
}

test("counts the caller's company records of the schedule, each kind under its key, once access is confirmed", async () => {
  const counted: string[] = [];
  assert.deepEqual(await counting(() => Promise.resolve(), counted), { taskCount: 4, constraintCount: 2 });
  assert.deepEqual(counted.sort(), [`constraints:company-a:${request.scheduleId}`, `tasks:company-a:${request.scheduleId}`]);
});

test('a refused access check reaches the caller and nothing is counted', async () => {
  const counted: string[] = [];
  await assert.rejects(counting(() => Promise.reject(wrongCompany()), counted), { code: 'WRONG_COMPANY', status: 403 });
  assert.deepEqual(counted, []);
});
