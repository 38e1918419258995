import { Injectable } from '@nestjs/common';
import type { AuthContext, MasterplanListSchedulesReply, MasterplanListSchedulesRequest } from '@tenon/contracts';
import { companyScope } from '@tenon/service-kit';
import { ProjectsClient } from '../common/projects.client';
import { PlanStore } from '../plan/plan.store';
import { summarizeSchedules } from './schedule-summaries';

@Injectable()
export class MasterplanSchedulesService {
  constructor(
    private readonly projects: ProjectsClient,
    private readonly plans: PlanStore,
  ) {}

  /** The project's schedules (access checked by the projects service) with the activities this service holds for each. */
  async list(auth: AuthContext, request: MasterplanListSchedulesRequest): Promise<MasterplanListSchedulesReply> {
    const schedules = await this.projects.schedulesOf(auth, request.projectId);
    const counts = await this.plans.activityCounts(companyScope(auth.companyId), schedules.map((s) => s.id));
    return { schedules: summarizeSchedules(schedules, counts) };
  }
}
