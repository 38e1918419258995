import { Controller } from '@nestjs/common';
import {
  constraintRequestSchema,
  createConstraintRequestSchema,
  listConstraintsRequestSchema,
  lookaheadRequests,
  massDeleteConstraintsRequestSchema,
  massUpdateConstraintsRequestSchema,
  updateConstraintRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { ConstraintsService } from './constraints.service';

@Controller()
export class ConstraintsController {
  constructor(private readonly constraints: ConstraintsService) {}

  @ServiceRequestHandler(lookaheadRequests.listConstraints, listConstraintsRequestSchema)
  list(request: RequestOf<typeof listConstraintsRequestSchema>) {
    return this.constraints.list(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.createConstraint, createConstraintRequestSchema)
  create(request: RequestOf<typeof createConstraintRequestSchema>) {
    return this.constraints.create(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.updateConstraint, updateConstraintRequestSchema)
  update(request: RequestOf<typeof updateConstraintRequestSchema>) {
    return this.constraints.update(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.releaseConstraint, constraintRequestSchema)
  release(request: RequestOf<typeof constraintRequestSchema>) {
    return this.constraints.release(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.deleteConstraint, constraintRequestSchema)
  delete(request: RequestOf<typeof constraintRequestSchema>) {
    return this.constraints.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.massUpdateConstraints, massUpdateConstraintsRequestSchema)
  massUpdate(request: RequestOf<typeof massUpdateConstraintsRequestSchema>) {
    return this.constraints.massUpdate(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.massDeleteConstraints, massDeleteConstraintsRequestSchema)
  massDelete(request: RequestOf<typeof massDeleteConstraintsRequestSchema>) {
    return this.constraints.massDelete(request.auth, request.data);
  }
}
