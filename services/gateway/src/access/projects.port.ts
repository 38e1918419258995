import { Inject, Injectable } from '@nestjs/common';
import {
  projectsRequests,
  type AddMemberRequest,
  type AuthContext,
  type CreateProjectRequest,
  type DuplicateTemplateReply,
  type DuplicateTemplateRequest,
  type Project,
  type Schedule,
} from '@tenon/contracts';
import { KafkaRequester, SERVICE_CONFIG, type ServiceConfig } from '@tenon/service-kit';
import { HttpError } from '../http/http-error';

/** The projects service as the onboarding and invitation flows see it: requests over Kafka with the acting user's auth. */
@Injectable()
export class ProjectsPort {
  constructor(
    @Inject(KafkaRequester) private readonly requester: KafkaRequester,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  private async ask<T>(topic: string, auth: AuthContext, data: Record<string, unknown>): Promise<T> {
    const reply = await this.requester.request<T>(topic, { auth, data }, { timeoutMs: this.config.requestTimeoutMs });
    if (reply.ok) return reply.data;
    const status = reply.error.status >= 400 && reply.error.status < 600 ? reply.error.status : 502;
    throw new HttpError(status, reply.error.code, reply.error.message, reply.error.details);
  }

  /** Spec 4: the free-trial's first project is a copy of the template project, its creator member as creator and super admin. */
  async duplicateTemplate(auth: AuthContext, name: string): Promise<Project> {
    const request: DuplicateTemplateRequest = { name, isFreeTrial: true, creatorIsSuperAdmin: true };
    return (await this.ask<DuplicateTemplateReply>(projectsRequests.duplicateTemplate, auth, { ...request })).project;
  }

  async createProject(auth: AuthContext, project: CreateProjectRequest): Promise<Project> {
    return (await this.ask<{ project: Project }>(projectsRequests.createProject, auth, { ...project })).project;
  }

  async getProject(auth: AuthContext, projectId: string): Promise<Project> {
    return (await this.ask<{ project: Project }>(projectsRequests.getProject, auth, { projectId })).project;
  }

  async createSchedule(auth: AuthContext, projectId: string, name: string): Promise<Schedule> {
    return (await this.ask<{ schedule: Schedule }>(projectsRequests.createSchedule, auth, { projectId, name })).schedule;
  }

  async addMember(auth: AuthContext, projectId: string, userId: string): Promise<void> {
    const request: AddMemberRequest = { projectId, userId, isCreator: false };
    await this.ask<unknown>(projectsRequests.addMember, auth, { ...request });
  }
}
