import { Controller } from '@nestjs/common';
import {
  assignResourceRequestSchema,
  createResourceRequestSchema,
  deleteResourceRequestSchema,
  listResourcesRequestSchema,
  masterplanRequests,
  resourceCatalogRequestSchema,
  updateResourceRequestSchema,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { ResourcesService } from './resources.service';

@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @ServiceRequestHandler(masterplanRequests.listResources, listResourcesRequestSchema)
  list(request: RequestOf<typeof listResourcesRequestSchema>) {
    return this.resources.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.resourceCatalog, resourceCatalogRequestSchema)
  catalog(request: RequestOf<typeof resourceCatalogRequestSchema>) {
    return this.resources.catalog(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.createResource, createResourceRequestSchema)
  create(request: RequestOf<typeof createResourceRequestSchema>) {
    return this.resources.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.updateResource, updateResourceRequestSchema)
  update(request: RequestOf<typeof updateResourceRequestSchema>) {
    return this.resources.update(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.deleteResource, deleteResourceRequestSchema)
  delete(request: RequestOf<typeof deleteResourceRequestSchema>) {
    return this.resources.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.assignResource, assignResourceRequestSchema)
  assign(request: RequestOf<typeof assignResourceRequestSchema>) {
    return this.resources.assign(request.auth, request.data);
  }
}
