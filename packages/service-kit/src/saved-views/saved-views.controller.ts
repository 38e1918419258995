import { Controller, Inject, type Type } from '@nestjs/common';
import type { z } from 'zod';
import type { CreateSavedViewRequest, DeleteSavedViewRequest, ListSavedViewsRequest, SaveDefaultSavedViewRequest, ServiceRequest, UpdateSavedViewRequest } from '@tenon/contracts';
import { ServiceRequestHandler } from '../handlers/service-request.decorator';
import type { SavedViewsService } from './saved-views.service';

/** The request topics of one screen's views. */
export interface SavedViewTopics {
  list: string;
  saveDefault: string;
  create: string;
  update: string;
  delete: string;
}

/** The validating schemas of those requests (`savedViewRequestSchemas` of the screen's settings). */
export interface SavedViewSchemas<Settings> {
  list: z.ZodType<ListSavedViewsRequest, unknown>;
  saveDefault: z.ZodType<SaveDefaultSavedViewRequest<Settings>, unknown>;
  create: z.ZodType<CreateSavedViewRequest<Settings>, unknown>;
  update: z.ZodType<UpdateSavedViewRequest<Settings>, unknown>;
  delete: z.ZodType<DeleteSavedViewRequest, unknown>;
}

/** The Kafka handlers of one screen's views, answered by `service`. */
export function savedViewsController<Settings>(service: Type<SavedViewsService<Settings>>, topics: SavedViewTopics, schemas: SavedViewSchemas<Settings>): Type<unknown> {
  @Controller()
  class SavedViewsController {
    constructor(@Inject(service) private readonly views: SavedViewsService<Settings>) {}

    @ServiceRequestHandler(topics.list, schemas.list)
    list(request: ServiceRequest<ListSavedViewsRequest>) {
      return this.views.list(request.auth, request.data);
    }

    @ServiceRequestHandler(topics.saveDefault, schemas.saveDefault)
    saveDefault(request: ServiceRequest<SaveDefaultSavedViewRequest<Settings>>) {
      return this.views.saveDefault(request.auth, request.data);
    }

    @ServiceRequestHandler(topics.create, schemas.create)
    create(request: ServiceRequest<CreateSavedViewRequest<Settings>>) {
      return this.views.create(request.auth, request.data);
    }

    @ServiceRequestHandler(topics.update, schemas.update)
    update(request: ServiceRequest<UpdateSavedViewRequest<Settings>>) {
      return this.views.update(request.auth, request.data);
    }

    @ServiceRequestHandler(topics.delete, schemas.delete)
    delete(request: ServiceRequest<DeleteSavedViewRequest>) {
      return this.views.delete(request.auth, request.data);
    }
  }
  return SavedViewsController;
}
