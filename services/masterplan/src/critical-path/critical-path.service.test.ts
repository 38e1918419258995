import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, CriticalPathRequest } from '@tenon/contracts';
import { notAMember, notFound, wrongCompany, type ProjectAccessClient, type ServiceError, type TenantScope } from '@tenon/service-kit';
import type { CalendarsRepository } from '../calendars/calendars.repository';
import type { PlanStore } from '../plan/plan.store';
import type { DataDatesRepository } from '../progress/schedule-progress.repository';
import { CriticalPathService } from './critical-path.service';

const auth: AuthContext = { userId: 'u1', companyId: 'company-a', role: 'planner', sessionId: 's1' };
const request: CriticalPathRequest = { projectId: 'a'.repeat(24), scheduleId: 'b'.repeat(24) };

function serviceWith(access: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const read: string[] = [];
  const reader = (kind: string) => ({
    listOfSchedule: (scope: TenantScope, scheduleId: string) => {
      read.push(`${kind}:${scope.companyId}:${scheduleId}`);
      return Promise.resolve([]);
    },
  });
  const client = {
    assertScheduleAccess: (caller: AuthContext, scope: unknown) => {
      asked.push({ caller, scope });
      return access();
    },
  };
  const service = new CriticalPathService(
    client as unknown as ProjectAccessClient,
    {
      rows: (scope: TenantScope, scheduleId: string) => {
        read.push(`plan:${scope.companyId}:${scheduleId}`);
        return Promise.resolve({ activities: new Map(), links: new Map() });
      },
    } as unknown as PlanStore,
    reader('calendars') as unknown as CalendarsRepository,
    {
      dataDateOf: (scope: TenantScope, scheduleId: string) => {
        read.push(`data-date:${scope.companyId}:${scheduleId}`);
        return Promise.resolve(null);
      },
    } as unknown as DataDatesRepository,
  );
  return { service, asked, read };
}

test("the schedule is read in the caller's company once the projects service confirms access", async () => {
  const { service, asked, read } = serviceWith(() => Promise.resolve({ projectId: request.projectId, scheduleId: request.scheduleId, modules: [] }));
  const reply = await service.calculate(auth, request);
  assert.equal(reply.scheduleId, request.scheduleId);
  assert.deepEqual(asked, [{ caller: auth, scope: { projectId: request.projectId, scheduleId: request.scheduleId } }]);
  assert.deepEqual(read.sort(), ['calendars', 'data-date', 'plan'].map((kind) => `${kind}:company-a:${request.scheduleId}`));
});

test('every refusal of the access check reaches the caller unchanged and nothing is read', async () => {
  const refusals: Array<[ServiceError, string, number]> = [
    [wrongCompany(), 'WRONG_COMPANY', 403],
    [notAMember(), 'NOT_A_MEMBER', 403],
    [notFound('Schedule'), 'NOT_FOUND', 404],
  ];
  for (const [refusal, code, status] of refusals) {
    const { service, read } = serviceWith(() => Promise.reject(refusal));
    await assert.rejects(service.calculate(auth, request), { code, status });
    assert.deepEqual(read, []);
  }
});
