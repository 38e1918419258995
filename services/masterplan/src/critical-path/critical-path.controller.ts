import { Controller } from '@nestjs/common';
import { criticalPathRequestSchema, masterplanRequests, type CriticalPathRequest, type ServiceRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { CriticalPathService } from './critical-path.service';

@Controller()
export class CriticalPathController {
  constructor(private readonly criticalPath: CriticalPathService) {}

  @ServiceRequestHandler(masterplanRequests.criticalPath, criticalPathRequestSchema)
  calculate(request: ServiceRequest<CriticalPathRequest>) {
    return this.criticalPath.calculate(request.auth, request.data);
  }
}
