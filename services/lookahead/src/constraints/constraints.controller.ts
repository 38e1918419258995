import { Controller } from '@nestjs/common';
import {
  constraintRequestSchema,
  createConstraintRequestSchema,
  listConstraintsRequestSchema,
  lookaheadRequests,
  massDeleteConstraintsRequestSchema,
  massUpdateConstraintsRequestSchema,
  updateConstraintRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { ConstraintsService } from './constraints.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class ConstraintsController {
  constructor(private readonly constraints: ConstraintsService) {}

  @ServiceRequestHandler(lookaheadRequests.listConstraints, listConstraintsRequestSchema)
  list(request: Data<typeof listConstraintsRequestSchema>) {
    return this.constraints.list(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.createConstraint, createConstraintRequestSchema)
  create(request: Data<typeof createConstraintRequestSchema>) {
    return this.constraints.create(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.updateConstraint, updateConstraintRequestSchema)
  update(request: Data<typeof updateConstraintRequestSchema>) {
    return this.constraints.update(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.releaseConstraint, constraintRequestSchema)
  release(request: Data<typeof constraintRequestSchema>) {
    return this.constraints.release(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.deleteConstraint, constraintRequestSchema)
  delete(request: Data<typeof constraintRequestSchema>) {
    return this.constraints.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.massUpdateConstraints, massUpdateConstraintsRequestSchema)
  massUpdate(request: Data<typeof massUpdateConstraintsRequestSchema>) {
    return this.constraints.massUpdate(request.auth, request.data);
  }

  @ServiceRequestHandler(lookaheadRequests.massDeleteConstraints, massDeleteConstraintsRequestSchema)
  massDelete(request: Data<typeof massDeleteConstraintsRequestSchema>) {
    return this.constraints.massDelete(request.auth, request.data);
  }
}
