import { Inject, Injectable } from '@nestjs/common';
import {
  projectsRequests,
  type AddMemberRequest,
  type AuthContext,
  type CreateProjectRequest,
  type DuplicateTemplateRequest,
  type Project,
  type RequestTopic,
  type Schedule,
  type TopicReply,
  type TopicRequest,
} from '@tenon/contracts';
import { KafkaRequester, SERVICE_CONFIG, type ServiceConfig } from '@tenon/service-kit';

/** The projects service as the onboarding and invitation flows see it: requests over Kafka with the acting user's auth. */
@Injectable()
export class ProjectsPort {
  constructor(
    @Inject(KafkaRequester) private readonly requester: KafkaRequester,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  /** The reply's data; a refusal comes back as the projects service's own `ServiceError` (code, message, status, details). */
  private ask<T extends RequestTopic>(topic: T, auth: AuthContext, data: TopicRequest<T>): Promise<TopicReply<T>> {
    return this.requester.call(topic, auth, data, { timeoutMs: this.config.requestTimeoutMs });
  }

  /** Spec 4: the free-trial's first project is a copy of the template project, its creator member as creator and super admin. */
  async duplicateTemplate(auth: AuthContext, name: string): Promise<Project> {
    const request: DuplicateTemplateRequest = { name, isFreeTrial: true, creatorIsSuperAdmin: true };
    return (await this.ask(projectsRequests.duplicateTemplate, auth, request)).project;
  }

  async createProject(auth: AuthContext, project: CreateProjectRequest): Promise<Project> {
    return (await this.ask(projectsRequests.createProject, auth, project)).project;
  }

  async getProject(auth: AuthContext, projectId: string): Promise<Project> {
    return (await this.ask(projectsRequests.getProject, auth, { projectId })).project;
  }

  async createSchedule(auth: AuthContext, projectId: string, name: string): Promise<Schedule> {
    return (await this.ask(projectsRequests.createSchedule, auth, { projectId, name })).schedule;
  }

  async addMember(auth: AuthContext, projectId: string, userId: string): Promise<void> {
    const request: AddMemberRequest = { projectId, userId, isCreator: false };
    await this.ask(projectsRequests.addMember, auth, request);
  }
}
