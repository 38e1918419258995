import { Controller } from '@nestjs/common';
import {
  createUnitRequestSchema,
  deleteTaktNodeRequestSchema,
  massCreateUnitsRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { UnitsService } from './units.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @ServiceRequestHandler(taktRequests.createUnit, createUnitRequestSchema)
  create(request: Data<typeof createUnitRequestSchema>) {
    return this.units.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.massCreateUnits, massCreateUnitsRequestSchema)
  massCreate(request: Data<typeof massCreateUnitsRequestSchema>) {
    return this.units.massCreate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameUnit, renameTaktNodeRequestSchema)
  rename(request: Data<typeof renameTaktNodeRequestSchema>) {
    return this.units.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateUnit, taktNodeRequestSchema)
  duplicate(request: Data<typeof taktNodeRequestSchema>) {
    return this.units.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteUnit, deleteTaktNodeRequestSchema)
  delete(request: Data<typeof deleteTaktNodeRequestSchema>) {
    return this.units.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderUnits, reorderTaktNodesRequestSchema)
  reorder(request: Data<typeof reorderTaktNodesRequestSchema>) {
    return this.units.reorder(request.auth, request.data);
  }
}
