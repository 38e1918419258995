import { Controller } from '@nestjs/common';
import {
  createUnitRequestSchema,
  deleteTaktNodeRequestSchema,
  massCreateUnitsRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { UnitsService } from './units.service';

@Controller()
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @ServiceRequestHandler(taktRequests.createUnit, createUnitRequestSchema)
  create(request: RequestOf<typeof createUnitRequestSchema>) {
    return this.units.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.massCreateUnits, massCreateUnitsRequestSchema)
  massCreate(request: RequestOf<typeof massCreateUnitsRequestSchema>) {
    return this.units.massCreate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameUnit, renameTaktNodeRequestSchema)
  rename(request: RequestOf<typeof renameTaktNodeRequestSchema>) {
    return this.units.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateUnit, taktNodeRequestSchema)
  duplicate(request: RequestOf<typeof taktNodeRequestSchema>) {
    return this.units.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteUnit, deleteTaktNodeRequestSchema)
  delete(request: RequestOf<typeof deleteTaktNodeRequestSchema>) {
    return this.units.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderUnits, reorderTaktNodesRequestSchema)
  reorder(request: RequestOf<typeof reorderTaktNodesRequestSchema>) {
    return this.units.reorder(request.auth, request.data);
  }
}
