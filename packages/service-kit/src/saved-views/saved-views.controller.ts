import { Controller, Inject, type Type } from '@nestjs/common';
import type { z } from 'zod';
import type {
  CreateSavedViewRequest,
  DeleteSavedViewRequest,
  ListSavedViewsRequest,
  SaveDefaultSavedViewRequest,
  ServiceRequest,
  TopicRequest,
  UpdateSavedViewRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '../handlers/service-request.decorator';
import type { SavedViewsService } from './saved-views.service';

/** A screen with saved views, named by the prefix of their topics (`<module>.views.*` in `TopicContracts`). */
export type SavedViewModule = 'masterplan' | 'lookahead';

/** The settings `TopicContracts` gives a module's views. */
export type SavedViewSettingsOf<Module extends SavedViewModule> = TopicRequest<`${Module}.views.save-default`>['settings'];

/** The request topics of one screen's views; the module is read from `list` alone, so a topic of another fails. */
export interface SavedViewTopics<Module extends SavedViewModule> {
  list: `${Module}.views.list`;
  saveDefault: NoInfer<`${Module}.views.save-default`>;
  create: NoInfer<`${Module}.views.create`>;
  update: NoInfer<`${Module}.views.update`>;
  delete: NoInfer<`${Module}.views.delete`>;
}

/** The validating schemas of those requests (`savedViewRequestSchemas` of the screen's settings). */
export interface SavedViewSchemas<Settings> {
  list: z.ZodType<ListSavedViewsRequest, unknown>;
  saveDefault: z.ZodType<SaveDefaultSavedViewRequest<Settings>, unknown>;
  create: z.ZodType<CreateSavedViewRequest<Settings>, unknown>;
  update: z.ZodType<UpdateSavedViewRequest<Settings>, unknown>;
  delete: z.ZodType<DeleteSavedViewRequest, unknown>;
}

/**
 * The Kafka handlers of one screen's views, answered by `service`. The signature ties the topics, the service and the
 * schemas to the module's settings in `TopicContracts`; inside, the topics are plain strings to the decorator.
 */
export function savedViewsController<Module extends SavedViewModule>(
  service: Type<SavedViewsService<SavedViewSettingsOf<Module>>>,
  moduleTopics: SavedViewTopics<Module>,
  schemas: SavedViewSchemas<SavedViewSettingsOf<Module>>,
): Type<unknown> {
  type Settings = SavedViewSettingsOf<Module>;
  const topics: Record<keyof SavedViewTopics<Module>, string> = moduleTopics;

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
