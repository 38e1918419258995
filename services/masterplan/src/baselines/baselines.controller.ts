import { Controller } from '@nestjs/common';
import {
  activateBaselineRequestSchema,
  listBaselinesRequestSchema,
  masterplanRequests,
  readBaselineRequestSchema,
  renameBaselineRequestSchema,
  saveBaselineRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { BaselinesService } from './baselines.service';

@Controller()
export class BaselinesController {
  constructor(private readonly baselines: BaselinesService) {}

  @ServiceRequestHandler(masterplanRequests.listBaselines, listBaselinesRequestSchema)
  list(request: RequestOf<typeof listBaselinesRequestSchema>) {
    return this.baselines.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.readBaseline, readBaselineRequestSchema)
  read(request: RequestOf<typeof readBaselineRequestSchema>) {
    return this.baselines.read(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.saveBaseline, saveBaselineRequestSchema)
  save(request: RequestOf<typeof saveBaselineRequestSchema>) {
    return this.baselines.save(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.renameBaseline, renameBaselineRequestSchema)
  rename(request: RequestOf<typeof renameBaselineRequestSchema>) {
    return this.baselines.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.activateBaseline, activateBaselineRequestSchema)
  activate(request: RequestOf<typeof activateBaselineRequestSchema>) {
    return this.baselines.activate(request.auth, request.data);
  }
}
