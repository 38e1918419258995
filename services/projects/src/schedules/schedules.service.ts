import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CreateScheduleReply,
  CreateScheduleRequest,
  ListSchedulesReply,
  ListSchedulesRequest,
} from '@tenon/contracts';
import { seesWholeCompany } from '../access/project-access';
import { ProjectAccessService } from '../access/project-access.service';
import { companyScope } from '../common/company-scope';
import { ProjectsEventsPort } from '../common/projects-events.port';
import { toScheduleView } from './schedule.view';
import { SchedulesRepository } from './schedules.repository';

@Injectable()
export class SchedulesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly access: ProjectAccessService,
    private readonly events: ProjectsEventsPort,
  ) {}

  /** A project's schedules in their order; hidden ones only for admin roles (spec part 1, section 6). */
  async list(auth: AuthContext, request: ListSchedulesRequest): Promise<ListSchedulesReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    const schedules = await this.schedules.listOfProject(companyScope(auth.companyId), request.projectId, {
      includeHidden: seesWholeCompany(auth.role),
    });
    return { schedules: schedules.map(toScheduleView) };
  }

  /** New schedules go last, visible, on an 8 h day and 40 h week unless told otherwise. */
  async create(auth: AuthContext, request: CreateScheduleRequest): Promise<CreateScheduleReply> {
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const schedule = await this.schedules.create(scope, {
      projectId: request.projectId,
      name: request.name.trim(),
      order: await this.schedules.nextOrder(scope, request.projectId),
      visible: true,
      status: 'active',
      productive: true,
      hoursPerDay: request.hoursPerDay ?? 8,
      hoursPerWeek: request.hoursPerWeek ?? 40,
      dateFormat: request.dateFormat ?? 'MM/DD/YY',
    });
    await this.events.scheduleCreated({
      companyId: scope.companyId,
      projectId: schedule.projectId,
      scheduleId: schedule.id,
      name: schedule.name,
    });
    return { schedule: toScheduleView(schedule) };
  }
}
