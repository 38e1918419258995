import { Controller } from '@nestjs/common';
import {
  createCompanySubcontractRequestSchema,
  createProjectSubcontractRequestSchema,
  deleteCompanySubcontractRequestSchema,
  deleteProjectSubcontractRequestSchema,
  listCompanySubcontractsRequestSchema,
  type ListCompanySubcontractsRequest,
  listProjectSubcontractsRequestSchema,
  projectsRequests,
  updateCompanySubcontractRequestSchema,
  updateProjectSubcontractRequestSchema,
  type CreateCompanySubcontractRequest,
  type CreateProjectSubcontractRequest,
  type DeleteCompanySubcontractRequest,
  type DeleteProjectSubcontractRequest,
  type ListProjectSubcontractsRequest,
  type ServiceRequest,
  type UpdateCompanySubcontractRequest,
  type UpdateProjectSubcontractRequest,
} from '@tenon/contracts';
import { ServiceRequestHandler } from '@tenon/service-kit';
import { SubcontractsService } from './subcontracts.service';

/** Company and project subcontracts answer on separate topics, so a company route cannot reach a project's list. */
@Controller()
export class SubcontractsController {
  constructor(private readonly subcontracts: SubcontractsService) {}

  @ServiceRequestHandler(projectsRequests.listCompanySubcontracts, listCompanySubcontractsRequestSchema)
  listOfCompany(request: ServiceRequest<ListCompanySubcontractsRequest>) {
    return this.subcontracts.list(request.auth, null, request.data);
  }

  @ServiceRequestHandler(projectsRequests.createCompanySubcontract, createCompanySubcontractRequestSchema)
  createForCompany(request: ServiceRequest<CreateCompanySubcontractRequest>) {
    return this.subcontracts.create(request.auth, null, request.data);
  }

  @ServiceRequestHandler(projectsRequests.updateCompanySubcontract, updateCompanySubcontractRequestSchema)
  updateOfCompany(request: ServiceRequest<UpdateCompanySubcontractRequest>) {
    const { subcontractId, ...fields } = request.data;
    return this.subcontracts.update(request.auth, null, subcontractId, fields);
  }

  @ServiceRequestHandler(projectsRequests.deleteCompanySubcontract, deleteCompanySubcontractRequestSchema)
  deleteOfCompany(request: ServiceRequest<DeleteCompanySubcontractRequest>) {
    return this.subcontracts.delete(request.auth, null, request.data.subcontractId);
  }

  @ServiceRequestHandler(projectsRequests.listProjectSubcontracts, listProjectSubcontractsRequestSchema)
  listOfProject(request: ServiceRequest<ListProjectSubcontractsRequest>) {
    const { projectId, ...page } = request.data;
    return this.subcontracts.list(request.auth, projectId, page);
  }

  @ServiceRequestHandler(projectsRequests.createProjectSubcontract, createProjectSubcontractRequestSchema)
  createForProject(request: ServiceRequest<CreateProjectSubcontractRequest>) {
    const { projectId, ...fields } = request.data;
    return this.subcontracts.create(request.auth, projectId, fields);
  }

  @ServiceRequestHandler(projectsRequests.updateProjectSubcontract, updateProjectSubcontractRequestSchema)
  updateOfProject(request: ServiceRequest<UpdateProjectSubcontractRequest>) {
    const { projectId, subcontractId, ...fields } = request.data;
    return this.subcontracts.update(request.auth, projectId, subcontractId, fields);
  }

  @ServiceRequestHandler(projectsRequests.deleteProjectSubcontract, deleteProjectSubcontractRequestSchema)
  deleteOfProject(request: ServiceRequest<DeleteProjectSubcontractRequest>) {
    return this.subcontracts.delete(request.auth, request.data.projectId, request.data.subcontractId);
  }
}
