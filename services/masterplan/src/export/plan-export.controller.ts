import { Controller } from '@nestjs/common';
import { exportPlanRequestSchema, masterplanRequests, type ExportPlanData, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { PlanExportService } from './plan-export.service';

@Controller()
export class PlanExportController {
  constructor(private readonly exports: PlanExportService) {}

  @ServiceRequestHandler(masterplanRequests.exportPlan, exportPlanRequestSchema)
  export(request: ServiceRequest<ExportPlanData>) {
    return this.exports.export(request.auth, request.data);
  }
}
