import { Injectable } from '@nestjs/common';
import { ACTIVITY_ROWS_CHUNK, type ActivityRowsSnapshotReply, type ActivityRowsSnapshotRequest, type AuthContext } from '@tenon/contracts';
import { companyScope, ProjectAccessClient } from '@tenon/service-kit';
import { PlanStore } from '../plan/plan.store';
import { activityRowOf } from './activity-rows';

/** Pages of a schedule's activity rows, for a read model that has none (first open, lost events, a new instance). */
@Injectable()
export class ActivityRowsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly store: PlanStore,
  ) {}

  async snapshot(auth: AuthContext, request: ActivityRowsSnapshotRequest): Promise<ActivityRowsSnapshotReply> {
    await this.access.assertScheduleAccess(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    const scope = companyScope(auth.companyId);
    const head = await this.store.head(scope, request.scheduleId);
    const rows = await this.store.rows(scope, request.scheduleId, head);
    // Outline order, so pages cut the same way on every call of one version.
    const activities = [...rows.activities.values()].sort((a, b) => a.correlativeId - b.correlativeId || (a.id < b.id ? -1 : 1));
    const offset = request.offset ?? 0;
    const limit = request.limit ?? ACTIVITY_ROWS_CHUNK;
    return {
      scheduleId: request.scheduleId,
      version: head?.version ?? 0,
      total: activities.length,
      activities: activities.slice(offset, offset + limit).map((activity) => activityRowOf(activity)),
    };
  }
}
