import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AuthContext, ScheduleScope } from '@tenon/contracts';
import { type ProjectAccessClient, wrongCompany, type TenantScope } from '@tenon/service-kit';
import type { LocationsRepository } from '../locations/locations.repository';
import type { UnitsRepository } from '../units/units.repository';
import { TaktOverviewService } from './takt-overview.service';

const auth: AuthContext = { userId: 'u1', companyId: 'company-a', role: 'planner', sessionId: 's1' };
const request: ScheduleScope = { projectId: 'a'.repeat(24), scheduleId: 'b'.repeat(24) };

function overviewService(access: () => Promise<void>, counted: string[]) {
  const counter = (kind: string, count: number) => ({
    countOfSchedule: (scope: TenantScope, scheduleId: string) => {
      counted.push(`${kind}:${scope.companyId}:${scheduleId}`);
      return Promise.resolve(count);
    },
  });
  return new TaktOverviewService(
    { assertScheduleAccess: access } as unknown as ProjectAccessClient,
    counter('locations', 4) as unknown as LocationsRepository,
    counter('units', 2) as unknown as UnitsRepository,
  );
}

test("counts the caller's company locations and production units of the schedule once access is confirmed", async () => {
  const counted: string[] = [];
  const service = overviewService(() => Promise.resolve(), counted);
  assert.deepEqual(await service.overview(auth, request), { scheduleId: request.scheduleId, locationCount: 4, unitCount: 2 });
  assert.deepEqual(counted.sort(), [`locations:company-a:${request.scheduleId}`, `units:company-a:${request.scheduleId}`]);
});

test('a refused access check reaches the caller and nothing is counted', async () => {
  const counted: string[] = [];
  const service = overviewService(() => Promise.reject(wrongCompany()), counted);
  await assert.rejects(service.overview(auth, request), { code: 'WRONG_COMPANY', status: 403 });
  assert.deepEqual(counted, []);
});
