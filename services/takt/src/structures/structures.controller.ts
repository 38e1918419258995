import { Controller } from '@nestjs/common';
import {
  createStructureRequestSchema,
  deleteTaktNodeRequestSchema,
  listStructuresRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { StructuresService } from './structures.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class StructuresController {
  constructor(private readonly structures: StructuresService) {}

  @ServiceRequestHandler(taktRequests.listStructures, listStructuresRequestSchema)
  list(request: Data<typeof listStructuresRequestSchema>) {
    return this.structures.list(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.createStructure, createStructureRequestSchema)
  create(request: Data<typeof createStructureRequestSchema>) {
    return this.structures.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameStructure, renameTaktNodeRequestSchema)
  rename(request: Data<typeof renameTaktNodeRequestSchema>) {
    return this.structures.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateStructure, taktNodeRequestSchema)
  duplicate(request: Data<typeof taktNodeRequestSchema>) {
    return this.structures.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteStructure, deleteTaktNodeRequestSchema)
  delete(request: Data<typeof deleteTaktNodeRequestSchema>) {
    return this.structures.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderStructures, reorderTaktNodesRequestSchema)
  reorder(request: Data<typeof reorderTaktNodesRequestSchema>) {
    return this.structures.reorder(request.auth, request.data);
  }
}
