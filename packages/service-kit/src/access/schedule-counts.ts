import type { AuthContext, ScheduleScope } from '@tenon/contracts';
import { companyScope, type TenantScope } from '../persistence/tenant-scope';
import type { ProjectAccessClient } from './project-access.client';

/** A repository that counts a schedule's records of one company. */
export interface ScheduleCounter {
  countOfSchedule(scope: TenantScope, scheduleId: string): Promise<number>;
}

/**
 * How many records of each kind a schedule holds in the caller's company (a module's overview), counted only once the
 * caller may see the schedule: a refused check counts nothing.
 */
export async function countsOfSchedule<Key extends string>(
  access: ProjectAccessClient,
  auth: AuthContext,
  request: ScheduleScope,
  counters: Record<Key, ScheduleCounter>,
): Promise<Record<Key, number>> {
  await access.assertScheduleAccess(auth, request);
  const scope = companyScope(auth.companyId);
  const entries = await Promise.all(Object.entries<ScheduleCounter>(counters).map(async ([key, counter]) => [key, await counter.countOfSchedule(scope, request.scheduleId)] as const));
  return Object.fromEntries(entries) as Record<Key, number>;
}
