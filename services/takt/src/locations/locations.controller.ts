import { Controller } from '@nestjs/common';
import {
  createLocationRequestSchema,
  deleteTaktNodeRequestSchema,
  massCreateLocationsRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
  type ServiceRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import type { z } from 'zod';
import { LocationsService } from './locations.service';

type Data<TSchema extends z.ZodType> = ServiceRequest<z.output<TSchema>>;

@Controller()
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @ServiceRequestHandler(taktRequests.createLocation, createLocationRequestSchema)
  create(request: Data<typeof createLocationRequestSchema>) {
    return this.locations.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.massCreateLocations, massCreateLocationsRequestSchema)
  massCreate(request: Data<typeof massCreateLocationsRequestSchema>) {
    return this.locations.massCreate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameLocation, renameTaktNodeRequestSchema)
  rename(request: Data<typeof renameTaktNodeRequestSchema>) {
    return this.locations.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateLocation, taktNodeRequestSchema)
  duplicate(request: Data<typeof taktNodeRequestSchema>) {
    return this.locations.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteLocation, deleteTaktNodeRequestSchema)
  delete(request: Data<typeof deleteTaktNodeRequestSchema>) {
    return this.locations.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderLocations, reorderTaktNodesRequestSchema)
  reorder(request: Data<typeof reorderTaktNodesRequestSchema>) {
    return this.locations.reorder(request.auth, request.data);
  }
}
