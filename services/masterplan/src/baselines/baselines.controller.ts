import { Controller } from '@nestjs/common';
import {
  activateBaselineRequestSchema,
  listBaselinesRequestSchema,
  masterplanRequests,
  readBaselineRequestSchema,
  renameBaselineRequestSchema,
  saveBaselineRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { BaselinesService } from './baselines.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class BaselinesController {
  constructor(private readonly baselines: BaselinesService) {}

  @ServiceRequestHandler(masterplanRequests.listBaselines, listBaselinesRequestSchema)
  list(request: Data<typeof listBaselinesRequestSchema>) {
    return this.baselines.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.readBaseline, readBaselineRequestSchema)
  read(request: Data<typeof readBaselineRequestSchema>) {
    return this.baselines.read(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.saveBaseline, saveBaselineRequestSchema)
  save(request: Data<typeof saveBaselineRequestSchema>) {
    return this.baselines.save(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.renameBaseline, renameBaselineRequestSchema)
  rename(request: Data<typeof renameBaselineRequestSchema>) {
    return this.baselines.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.activateBaseline, activateBaselineRequestSchema)
  activate(request: Data<typeof activateBaselineRequestSchema>) {
    return this.baselines.activate(request.auth, request.data);
  }
}
