import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CreateTagRequest,
  DeleteTagRequest,
  DeletedReply,
  ListTagsReply,
  ListTagsRequest,
  Tag,
  TagReply,
  UpdateTagRequest,
} from '@tenon/contracts';
import { notFound, companyScope } from '@tenon/service-kit';
import { assertMayAddProjectOption, assertMayChangeProjectSettings } from '../access/settings-permissions';
import { ProjectAccessService } from '../access/project-access.service';
import { assertOwnedBy } from '../common/owner-check';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { isDuplicateKey, nameTaken } from '../common/service-errors';
import { TagsRepository } from './tags.repository';

/** A project's tags ("cats"): `{ name, color }`, names unique within the project. */
@Injectable()
export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
  ) {}

  async list(auth: AuthContext, request: ListTagsRequest): Promise<ListTagsReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    return this.tags.list(companyScope(auth.companyId), request.projectId, request);
  }

  async create(auth: AuthContext, request: CreateTagRequest): Promise<TagReply> {
    assertMayAddProjectOption(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const name = request.name.trim();
    const tag = await this.uniquely(name, () => this.tags.create(companyScope(auth.companyId), request.projectId, { name, color: request.color ?? null }));
    await this.announce(auth.companyId, tag, 'created');
    return { tag };
  }

  async update(auth: AuthContext, request: UpdateTagRequest): Promise<TagReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    assertOwnedBy(await this.tags.ownerOf(request.tagId), { companyId: auth.companyId, projectId: request.projectId }, 'Tag');
    const changes = {
      ...(request.name === undefined ? {} : { name: request.name.trim() }),
      ...(request.color === undefined ? {} : { color: request.color }),
    };
    const tag = await this.uniquely(changes.name ?? '', () => this.tags.update(companyScope(auth.companyId), request.projectId, request.tagId, changes));
    if (tag === null) throw notFound('Tag');
    await this.announce(auth.companyId, tag, 'updated');
    return { tag };
  }

  async delete(auth: AuthContext, request: DeleteTagRequest): Promise<DeletedReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    assertOwnedBy(await this.tags.ownerOf(request.tagId), { companyId: auth.companyId, projectId: request.projectId }, 'Tag');
    const tag = await this.tags.delete(companyScope(auth.companyId), request.projectId, request.tagId);
    if (tag === null) throw notFound('Tag');
    await this.announce(auth.companyId, tag, 'deleted');
    return { deleted: true };
  }

  private async uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken('tag', name);
      throw error;
    }
  }

  private async announce(companyId: string, tag: Tag, change: 'created' | 'updated' | 'deleted'): Promise<void> {
    await this.events.tagChanged({ companyId, projectId: tag.projectId, tagId: tag.id, change, name: tag.name, color: tag.color });
  }
}
