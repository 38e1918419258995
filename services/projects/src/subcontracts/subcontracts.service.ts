import { Injectable } from '@nestjs/common';
import type { AuthContext, DeletedReply, ListSubcontractsReply, NamedListPage, Subcontract, SubcontractReply } from '@tenon/contracts';
import { notFound, companyScope } from '@tenon/service-kit';
import { ProjectAccessService } from '../access/project-access.service';
import { assertMayAddProjectOption, assertMayChangeCompanySettings, assertMayChangeProjectSettings } from '../access/settings-permissions';
import { imageUrlOf } from '../common/image-url';
import { assertOwnedBy } from '../common/owner-check';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { isDuplicateKey, nameTaken } from '../common/service-errors';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { SubcontractsRepository } from './subcontracts.repository';

/** The default subcontract every new project gets (spec part 1, 7: per-project defaults): the company's own crews. */
export const DEFAULT_SUBCONTRACT_NAME = 'General contractor';

/** Subcontracts of the caller's company (projectId null) or of one of its projects (membership checked). */
@Injectable()
export class SubcontractsService {
  constructor(
    private readonly subcontracts: SubcontractsRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
    private readonly memberships: MembershipsRepository,
  ) {}

  async list(auth: AuthContext, projectId: string | null, page: NamedListPage): Promise<ListSubcontractsReply> {
    await this.assertScope(auth, projectId);
    return this.subcontracts.list(companyScope(auth.companyId), projectId, page);
  }

  async create(auth: AuthContext, projectId: string | null, fields: { name: string; image?: string | null }): Promise<SubcontractReply> {
    if (projectId === null) assertMayChangeCompanySettings(auth);
    else assertMayAddProjectOption(auth);
    await this.assertScope(auth, projectId);
    const subcontract = await this.createUnique(auth.companyId, projectId, { name: fields.name.trim(), image: imageUrlOf(fields.image) ?? null });
    await this.announce(subcontract, 'created');
    return { subcontract };
  }

  async update(
    auth: AuthContext,
    projectId: string | null,
    subcontractId: string,
    fields: { name?: string; image?: string | null },
  ): Promise<SubcontractReply> {
    assertMayChange(auth, projectId);
    await this.assertScope(auth, projectId);
    await this.assertSubcontractOf(auth, projectId, subcontractId);
    const changes = {
      ...(fields.name === undefined ? {} : { name: fields.name.trim() }),
      ...(fields.image === undefined ? {} : { image: imageUrlOf(fields.image) ?? null }),
    };
    let subcontract: Subcontract | null;
    try {
      subcontract = await this.subcontracts.update(companyScope(auth.companyId), subcontractId, changes);
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken('subcontract', changes.name ?? '');
      throw error;
    }
    if (subcontract === null) throw notFound('Subcontract');
    await this.announce(subcontract, 'updated');
    return { subcontract };
  }

  async delete(auth: AuthContext, projectId: string | null, subcontractId: string): Promise<DeletedReply> {
    assertMayChange(auth, projectId);
    await this.assertScope(auth, projectId);
    await this.assertSubcontractOf(auth, projectId, subcontractId);
    const scope = companyScope(auth.companyId);
    const subcontract = await this.subcontracts.findInList(scope, projectId, subcontractId);
    if (subcontract === null || !(await this.subcontracts.delete(scope, subcontractId))) throw notFound('Subcontract');
    await this.memberships.unbindSubcontract(scope, subcontractId);
    await this.announce(subcontract, 'deleted');
    return { deleted: true };
  }

  /** Used by project creation: the default subcontract, written without a second access check. */
  async createDefault(companyId: string, projectId: string): Promise<void> {
    const subcontract = await this.createUnique(companyId, projectId, { name: DEFAULT_SUBCONTRACT_NAME, image: null });
    await this.announce(subcontract, 'created');
  }

  private async createUnique(companyId: string, projectId: string | null, fields: { name: string; image: string | null }): Promise<Subcontract> {
    try {
      return await this.subcontracts.create(companyScope(companyId), projectId, fields);
    } catch (error) {
      if (isDuplicateKey(error)) throw nameTaken('subcontract', fields.name);
      throw error;
    }
  }

  private async assertScope(auth: AuthContext, projectId: string | null): Promise<void> {
    if (projectId !== null) await this.access.assertProjectAccess(auth, projectId);
  }

  private async assertSubcontractOf(auth: AuthContext, projectId: string | null, subcontractId: string): Promise<void> {
    assertOwnedBy(await this.subcontracts.ownerOf(subcontractId), { companyId: auth.companyId, projectId }, 'Subcontract');
  }

  private async announce(subcontract: Subcontract, change: 'created' | 'updated' | 'deleted'): Promise<void> {
    await this.events.subcontractChanged({
      companyId: subcontract.companyId,
      projectId: subcontract.projectId,
      subcontractId: subcontract.id,
      change,
      name: subcontract.name,
    });
  }
}

/** Renaming or removing a subcontract goes through the settings that own its list. */
function assertMayChange(auth: AuthContext, projectId: string | null): void {
  if (projectId === null) assertMayChangeCompanySettings(auth);
  else assertMayChangeProjectSettings(auth);
}
