import { Injectable } from '@nestjs/common';
import { masterplanRequests, type AuthContext, type ResourceCatalogEntry, type ScheduleScope } from '@tenon/contracts';
import { KafkaRequester } from '@tenon/service-kit';

/** The schedule's resources by name and unit, asked of the masterplan service that owns them. */
@Injectable()
export class ResourceCatalogClient {
  constructor(private readonly requester: KafkaRequester) {}

  async catalogOf(auth: AuthContext, schedule: ScheduleScope): Promise<ResourceCatalogEntry[]> {
    const reply = await this.requester.call(masterplanRequests.resourceCatalog, auth, { projectId: schedule.projectId, scheduleId: schedule.scheduleId });
    return reply.resources;
  }
}
