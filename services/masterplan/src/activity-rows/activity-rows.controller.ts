import { Controller } from '@nestjs/common';
import { activityRowsSnapshotRequestSchema, masterplanRequests, type ActivityRowsSnapshotRequest, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ActivityRowsService } from './activity-rows.service';

@Controller()
export class ActivityRowsController {
  constructor(private readonly rows: ActivityRowsService) {}

  @ServiceRequestHandler(masterplanRequests.activityRowsSnapshot, activityRowsSnapshotRequestSchema)
  snapshot(request: ServiceRequest<ActivityRowsSnapshotRequest>) {
    return this.rows.snapshot(request.auth, request.data);
  }
}
