import { Controller } from '@nestjs/common';
import {
  masterplanListSchedulesRequestSchema,
  masterplanRequests,
  type MasterplanListSchedulesRequest,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { MasterplanSchedulesService } from './masterplan-schedules.service';

@Controller()
export class MasterplanSchedulesController {
  constructor(private readonly schedules: MasterplanSchedulesService) {}

  @ServiceRequestHandler(masterplanRequests.listSchedules, masterplanListSchedulesRequestSchema)
  list(request: ServiceRequest<MasterplanListSchedulesRequest>) {
    return this.schedules.list(request.auth, request.data);
  }
}
