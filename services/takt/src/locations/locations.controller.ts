import { Controller } from '@nestjs/common';
import {
  createLocationRequestSchema,
  deleteTaktNodeRequestSchema,
  massCreateLocationsRequestSchema,
  renameTaktNodeRequestSchema,
  reorderTaktNodesRequestSchema,
  taktNodeRequestSchema,
  taktRequests,
} from '@tenon/contracts';
import { ServiceRequestHandler, type RequestOf } from '@tenon/service-kit';
import { LocationsService } from './locations.service';

@Controller()
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @ServiceRequestHandler(taktRequests.createLocation, createLocationRequestSchema)
  create(request: RequestOf<typeof createLocationRequestSchema>) {
    return this.locations.create(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.massCreateLocations, massCreateLocationsRequestSchema)
  massCreate(request: RequestOf<typeof massCreateLocationsRequestSchema>) {
    return this.locations.massCreate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.renameLocation, renameTaktNodeRequestSchema)
  rename(request: RequestOf<typeof renameTaktNodeRequestSchema>) {
    return this.locations.rename(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.duplicateLocation, taktNodeRequestSchema)
  duplicate(request: RequestOf<typeof taktNodeRequestSchema>) {
    return this.locations.duplicate(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.deleteLocation, deleteTaktNodeRequestSchema)
  delete(request: RequestOf<typeof deleteTaktNodeRequestSchema>) {
    return this.locations.delete(request.auth, request.data);
  }

  @ServiceRequestHandler(taktRequests.reorderLocations, reorderTaktNodesRequestSchema)
  reorder(request: RequestOf<typeof reorderTaktNodesRequestSchema>) {
    return this.locations.reorder(request.auth, request.data);
  }
}
