import { Controller } from '@nestjs/common';
import {
  approveModificationRequestSchema,
  createModificationRequestSchema,
  listModificationRequestsSchema,
  masterplanRequests,
  rejectModificationRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { ModificationRequestsService } from './modification-requests.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class ModificationRequestsController {
  constructor(private readonly requests: ModificationRequestsService) {}

  @ServiceRequestHandler(masterplanRequests.createModification, createModificationRequestSchema)
  create(request: Data<typeof createModificationRequestSchema>) {
    return this.requests.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.listModifications, listModificationRequestsSchema)
  list(request: Data<typeof listModificationRequestsSchema>) {
    return this.requests.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.approveModification, approveModificationRequestSchema)
  approve(request: Data<typeof approveModificationRequestSchema>) {
    return this.requests.approve(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.rejectModification, rejectModificationRequestSchema)
  reject(request: Data<typeof rejectModificationRequestSchema>) {
    return this.requests.reject(request.auth, request.data);
  }
}
