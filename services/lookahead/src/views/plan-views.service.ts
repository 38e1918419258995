import { Injectable } from '@nestjs/common';
import {
  mayEditGanttView,
  type AuthContext,
  type CreatePlanViewRequest,
  type DeletePlanViewRequest,
  type PlanView,
  type PlanViewReply,
  type ListPlanViewsReply,
  type ListPlanViewsRequest,
  type SaveDefaultPlanViewRequest,
  type UpdatePlanViewRequest,
} from '@tenon/contracts';
import { notFound, ProjectAccessClient, ServiceError, companyScope } from '@tenon/service-kit';
import { PlanViewsRepository, type PlanViewRecord } from './plan-views.repository';

const viewOf = (record: PlanViewRecord, auth: AuthContext): PlanView => ({
  id: record.id,
  name: record.name,
  public: record.public,
  ownerId: record.ownerId,
  settings: record.settings,
  updatedAt: record.updatedAt.toISOString(),
  editable: mayEditGanttView(record, auth.userId, auth.role),
});

/** Lookahead plan views (spec part 3, 3 and 4): the default view saved as one works, named views private or public, changed by whom the master plan allows. */
@Injectable()
export class PlanViewsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly views: PlanViewsRepository,
  ) {}

  async list(auth: AuthContext, request: ListPlanViewsRequest): Promise<ListPlanViewsReply> {
    await this.assertVisible(auth, request.projectId, request.scheduleId);
    const records = await this.views.visibleTo(companyScope(auth.companyId), request.scheduleId, auth.userId);
    const own = records.find((r) => r.name === null && r.ownerId === auth.userId);
    const named = records.filter((r) => r.name !== null).sort((a, b) => a.name!.localeCompare(b.name!));
    return { default: own === undefined ? null : viewOf(own, auth), views: named.map((r) => viewOf(r, auth)) };
  }

  async saveDefault(auth: AuthContext, request: SaveDefaultPlanViewRequest): Promise<PlanViewReply> {
    await this.assertVisible(auth, request.projectId, request.scheduleId);
    const record = await this.views.saveDefault(companyScope(auth.companyId), { ...request, ownerId: auth.userId });
    return { view: viewOf(record, auth) };
  }

  async create(auth: AuthContext, request: CreatePlanViewRequest): Promise<PlanViewReply> {
    await this.assertVisible(auth, request.projectId, request.scheduleId);
    const record = await this.views.create(companyScope(auth.companyId), {
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      ownerId: auth.userId,
      name: request.name,
      public: request.public,
      settings: request.settings,
    });
    return { view: viewOf(record, auth) };
  }

  async update(auth: AuthContext, request: UpdatePlanViewRequest): Promise<PlanViewReply> {
    const view = await this.editableView(auth, request.projectId, request.scheduleId, request.viewId);
    const { name, settings } = request;
    const changes = { ...(name === undefined ? {} : { name }), ...(request.public === undefined ? {} : { public: request.public }), ...(settings === undefined ? {} : { settings }) };
    const updated = await this.views.update(companyScope(auth.companyId), view.id, changes);
    if (updated === null) throw notFound('View');
    return { view: viewOf(updated, auth) };
  }

  async delete(auth: AuthContext, request: DeletePlanViewRequest): Promise<{ deleted: true }> {
    const view = await this.editableView(auth, request.projectId, request.scheduleId, request.viewId);
    if (!(await this.views.remove(companyScope(auth.companyId), view.id))) throw notFound('View');
    return { deleted: true };
  }

  private async editableView(auth: AuthContext, projectId: string, scheduleId: string, viewId: string): Promise<PlanViewRecord> {
    await this.assertVisible(auth, projectId, scheduleId);
    const view = await this.views.find(companyScope(auth.companyId), scheduleId, viewId);
    // Someone else's private view is not shown to this user: it does not exist for them.
    if (view === null || (view.ownerId !== auth.userId && !view.public) || view.name === null) throw notFound('View');
    if (!mayEditGanttView(view, auth.userId, auth.role)) throw new ServiceError('VIEW_NOT_EDITABLE', 'Only its owner, or an admin for a public view, can change this view', 403);
    return view;
  }

  private async assertVisible(auth: AuthContext, projectId: string, scheduleId: string): Promise<void> {
    await this.access.assertScheduleAccess(auth, { projectId, scheduleId });
    const plan = auth.permissions?.['lookahead.plan'];
    if (plan === undefined || plan === 'SA') throw new ServiceError('NO_PERMISSION', 'This role has no lookahead plan', 403);
  }
}
