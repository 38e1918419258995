import { Controller } from '@nestjs/common';
import {
  addMemberRequestSchema,
  listMembersRequestSchema,
  projectsRequests,
  removeMemberRequestSchema,
  updateMemberRequestSchema,
  type AddMemberRequest,
  type ListMembersRequest,
  type RemoveMemberRequest,
  type ServiceRequest,
  type UpdateMemberRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { ProjectMembersService } from './project-members.service';

@Controller()
export class ProjectMembersController {
  constructor(private readonly members: ProjectMembersService) {}

  @ServiceRequestHandler(projectsRequests.listMembers, listMembersRequestSchema)
  list(request: ServiceRequest<ListMembersRequest>) {
    return this.members.list(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.addMember, addMemberRequestSchema)
  add(request: ServiceRequest<AddMemberRequest>) {
    return this.members.add(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.updateMember, updateMemberRequestSchema)
  update(request: ServiceRequest<UpdateMemberRequest>) {
    return this.members.update(request.auth, request.data);
  }

  @ServiceRequestHandler(projectsRequests.removeMember, removeMemberRequestSchema)
  remove(request: ServiceRequest<RemoveMemberRequest>) {
    return this.members.remove(request.auth, request.data);
  }
}
