import { Controller } from '@nestjs/common';
import {
  approveModificationRequestSchema,
  createModificationRequestSchema,
  listModificationRequestsSchema,
  masterplanRequests,
  rejectModificationRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { ModificationRequestsService } from './modification-requests.service';

@Controller()
export class ModificationRequestsController {
  constructor(private readonly requests: ModificationRequestsService) {}

  @ServiceRequestHandler(masterplanRequests.createModification, createModificationRequestSchema)
  create(request: RequestOf<typeof createModificationRequestSchema>) {
    return this.requests.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.listModifications, listModificationRequestsSchema)
  list(request: RequestOf<typeof listModificationRequestsSchema>) {
    return this.requests.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.approveModification, approveModificationRequestSchema)
  approve(request: RequestOf<typeof approveModificationRequestSchema>) {
    return this.requests.approve(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.rejectModification, rejectModificationRequestSchema)
  reject(request: RequestOf<typeof rejectModificationRequestSchema>) {
    return this.requests.reject(request.auth, request.data);
  }
}
