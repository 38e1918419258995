import { Injectable } from '@nestjs/common';
import type {
  AddMemberReply,
  AddMemberRequest,
  AuthContext,
  ListMembersReply,
  ListMembersRequest,
  RemoveMemberReply,
  RemoveMemberRequest,
  UpdateMemberReply,
  UpdateMemberRequest,
} from '@tenon/contracts';
import { notFound, companyScope } from '@tenon/service-kit';
import { assertMayChangeMembers } from '../access/settings-permissions';
import { ProjectAccessService } from '../access/project-access.service';
import { assertSubcontractOfProject } from '../common/owner-check';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { SubcontractsRepository } from '../subcontracts/subcontracts.repository';

/** Who is assigned to a project (the spec's "assign project user"); the user ids come from the gateway's identity. */
@Injectable()
export class ProjectMembersService {
  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
    private readonly subcontracts: SubcontractsRepository,
  ) {}

  async list(auth: AuthContext, request: ListMembersRequest): Promise<ListMembersReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    return { members: await this.memberships.listOfProject(companyScope(auth.companyId), request.projectId) };
  }

  /** Adding someone already a member answers their membership unchanged and announces nothing. */
  async add(auth: AuthContext, request: AddMemberRequest): Promise<AddMemberReply> {
    assertMayChangeMembers(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const wasMember = await this.memberships.isMember(scope, request.projectId, request.userId);
    const member = await this.memberships.ensure(scope, { projectId: request.projectId, userId: request.userId, isCreator: request.isCreator ?? false });
    if (!wasMember) {
      await this.events.memberAdded({ companyId: scope.companyId, projectId: request.projectId, userId: member.userId, isCreator: member.isCreator });
    }
    return { member };
  }

  /** Binds the member to a subcontract of this project or of its company; another company's is WRONG_COMPANY. */
  async update(auth: AuthContext, request: UpdateMemberRequest): Promise<UpdateMemberReply> {
    assertMayChangeMembers(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    if (request.subcontractId !== null) {
      assertSubcontractOfProject(await this.subcontracts.ownerOf(request.subcontractId), { companyId: auth.companyId, projectId: request.projectId });
    }
    const member = await this.memberships.setSubcontract(companyScope(auth.companyId), request.projectId, request.userId, request.subcontractId);
    if (member === null) throw notFound('Member');
    return { member };
  }

  async remove(auth: AuthContext, request: RemoveMemberRequest): Promise<RemoveMemberReply> {
    assertMayChangeMembers(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const members = await this.memberships.listOfProject(scope, request.projectId);
    const member = members.find((m) => m.userId === request.userId);
    if (member === undefined) throw notFound('Member');
    await this.memberships.remove(scope, request.projectId, request.userId);
    await this.events.memberRemoved({ companyId: scope.companyId, projectId: request.projectId, userId: member.userId, isCreator: member.isCreator });
    return { removed: true };
  }
}
