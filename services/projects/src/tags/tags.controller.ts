import { Controller } from '@nestjs/common';
import {
  createTagRequestSchema,
  deleteTagRequestSchema,
  listTagsRequestSchema,
  projectsRequests,
  updateTagRequestSchema,
  type CreateTagRequest,
  type DeleteTagRequest,
  type ListTagsRequest,
  type ServiceRequest,
  type UpdateTagRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { TagsService } from './tags.service';

@Controller()
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @ServiceRequestHandler(projectsRequests.listTags, listTagsRequestSchema)
  list(request: ServiceRequest<ListTagsRequest>) {
    return this.tags.list(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.createTag, createTagRequestSchema)
  create(request: ServiceRequest<CreateTagRequest>) {
    return this.tags.create(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.updateTag, updateTagRequestSchema)
  update(request: ServiceRequest<UpdateTagRequest>) {
    return this.tags.update(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.deleteTag, deleteTagRequestSchema)
  delete(request: ServiceRequest<DeleteTagRequest>) {
    return this.tags.delete(request.auth, request.data);
  }
}
