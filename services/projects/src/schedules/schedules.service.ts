import { Injectable } from '@nestjs/common';
import type {
  AuthContext,
  CreateScheduleReply,
  CreateScheduleRequest,
  DeleteScheduleReply,
  DeleteScheduleRequest,
  ListSchedulesReply,
  ListSchedulesRequest,
  ReorderSchedulesReply,
  ReorderSchedulesRequest,
  RenameScheduleReply,
  RenameScheduleRequest,
} from '@tenon/contracts';
import { notFound, wrongCompany, companyScope, type TenantScope } from '@tenon/service-kit';
import { assertMayChangeProjectSettings } from '../access/settings-permissions';
import { seesWholeCompany } from '../access/project-access';
import { ProjectAccessService } from '../access/project-access.service';
import { invalidRequest } from '../common/service-errors';
import { ProjectsEventsPort } from '../common/projects-events.port';
import type { ScheduleRecord } from './schedule.record';
import { toScheduleView } from './schedule.view';
import { planScheduleOrder } from './schedule-order';
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
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const { projectId, ...fields } = request;
    return { schedule: toScheduleView(await this.addToProject(companyScope(auth.companyId), projectId, fields)) };
  }

  /** Writes a schedule last in the project and announces it; the caller has checked access (or just made the project). */
  async addToProject(
    scope: TenantScope,
    projectId: string,
    fields: { name: string; hoursPerDay?: number; hoursPerWeek?: number; dateFormat?: string; visible?: boolean; productive?: boolean },
  ): Promise<ScheduleRecord> {
    const schedule = await this.schedules.create(scope, {
      projectId,
      name: fields.name.trim(),
      order: await this.schedules.nextOrder(scope, projectId),
      visible: fields.visible ?? true,
      status: 'active',
      productive: fields.productive ?? true,
      hoursPerDay: fields.hoursPerDay ?? 8,
      hoursPerWeek: fields.hoursPerWeek ?? 40,
      dateFormat: fields.dateFormat ?? 'MM/DD/YY',
    });
    await this.events.scheduleCreated({
      companyId: scope.companyId,
      projectId: schedule.projectId,
      scheduleId: schedule.id,
      name: schedule.name,
    });
    return schedule;
  }

  /** Drag-and-drop order of the project's schedules; see `planScheduleOrder` for schedules the caller does not list. */
  async reorder(auth: AuthContext, request: ReorderSchedulesRequest): Promise<ReorderSchedulesReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const includeHidden = seesWholeCompany(auth.role);
    const current = await this.schedules.listOfProject(scope, request.projectId, { includeHidden });
    const plan = planScheduleOrder(current, request.scheduleIds);
    if (!plan.ok) {
      if (plan.problem === 'DUPLICATE') throw invalidRequest('A schedule is listed twice', { scheduleId: plan.scheduleId });
      await this.refuseForeignSchedules([plan.scheduleId], auth.companyId);
      throw notFound('Schedule');
    }
    await this.schedules.setOrders(scope, request.projectId, plan.orders);
    const schedules = await this.schedules.listOfProject(scope, request.projectId, { includeHidden });
    await this.events.schedulesReordered({ companyId: scope.companyId, projectId: request.projectId, scheduleIds: schedules.map((s) => s.id) });
    return { schedules: schedules.map(toScheduleView) };
  }

  /** A new name; the masterplan and the other modules ask for names when they list schedules, so nothing else moves. */
  async rename(auth: AuthContext, request: RenameScheduleRequest): Promise<RenameScheduleReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const renamed = await this.schedules.rename(scope, request.projectId, request.scheduleId, request.name);
    if (renamed === null) {
      await this.refuseForeignSchedules([request.scheduleId], auth.companyId);
      throw notFound('Schedule');
    }
    await this.events.scheduleRenamed({ companyId: scope.companyId, projectId: request.projectId, scheduleId: request.scheduleId, name: renamed.name });
    return { schedule: toScheduleView(renamed) };
  }

  /** Soft delete: hidden from every list from now on; asking twice is NOT_FOUND. */
  async delete(auth: AuthContext, request: DeleteScheduleRequest): Promise<DeleteScheduleReply> {
    assertMayChangeProjectSettings(auth);
    await this.access.assertProjectAccess(auth, request.projectId);
    const scope = companyScope(auth.companyId);
    const deleted = await this.schedules.softDelete(scope, request.projectId, request.scheduleId);
    if (!deleted) {
      await this.refuseForeignSchedules([request.scheduleId], auth.companyId);
      throw notFound('Schedule');
    }
    await this.events.scheduleDeleted({ companyId: scope.companyId, projectId: request.projectId, scheduleId: request.scheduleId });
    return { deleted: true };
  }

  private async refuseForeignSchedules(scheduleIds: readonly string[], companyId: string): Promise<void> {
    const owners = await this.schedules.ownersOf(scheduleIds);
    if (owners.some((owner) => owner.companyId !== companyId)) throw wrongCompany();
  }
}
