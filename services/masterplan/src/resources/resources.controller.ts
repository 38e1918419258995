import { Controller } from '@nestjs/common';
import {
  assignResourceRequestSchema,
  createResourceRequestSchema,
  deleteResourceRequestSchema,
  listResourcesRequestSchema,
  masterplanRequests,
  resourceCatalogRequestSchema,
  updateResourceRequestSchema,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { ResourcesService } from './resources.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @ServiceRequestHandler(masterplanRequests.listResources, listResourcesRequestSchema)
  list(request: Data<typeof listResourcesRequestSchema>) {
    return this.resources.list(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.resourceCatalog, resourceCatalogRequestSchema)
  catalog(request: Data<typeof resourceCatalogRequestSchema>) {
    return this.resources.catalog(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.createResource, createResourceRequestSchema)
  create(request: Data<typeof createResourceRequestSchema>) {
    return this.resources.create(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.updateResource, updateResourceRequestSchema)
  update(request: Data<typeof updateResourceRequestSchema>) {
    return this.resources.update(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.deleteResource, deleteResourceRequestSchema)
  delete(request: Data<typeof deleteResourceRequestSchema>) {
    return this.resources.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(masterplanRequests.assignResource, assignResourceRequestSchema)
  assign(request: Data<typeof assignResourceRequestSchema>) {
    return this.resources.assign(request.auth, request.data);
  }
}
