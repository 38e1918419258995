import { Controller } from '@nestjs/common';
import {
  createStructureRequestSchema,
  deleteTaktNodeRequestSchema,
  listStructuresRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { StructuresService } from './structures.service';

@Controller()
export class StructuresController {
  constructor(private readonly structures: StructuresService) {}

  @ServiceRequestHandler(taktRequests.listStructures, listStructuresRequestSchema)
  list(request: RequestOf<typeof listStructuresRequestSchema>) {
    return this.structures.list(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.createStructure, createStructureRequestSchema)
  create(request: RequestOf<typeof createStructureRequestSchema>) {
    return this.structures.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameStructure, renameTaktNodeRequestSchema)
  rename(request: RequestOf<typeof renameTaktNodeRequestSchema>) {
    return this.structures.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateStructure, taktNodeRequestSchema)
  duplicate(request: RequestOf<typeof taktNodeRequestSchema>) {
    return this.structures.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteStructure, deleteTaktNodeRequestSchema)
  delete(request: RequestOf<typeof deleteTaktNodeRequestSchema>) {
    return this.structures.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderStructures, reorderTaktNodesRequestSchema)
  reorder(request: RequestOf<typeof reorderTaktNodesRequestSchema>) {
    return this.structures.reorder(request.auth, request.data);
  }
}
