import {
  mayEditSavedView,
  type AuthContext,
  type CreateSavedViewRequest,
  type DeleteSavedViewRequest,
  type ListSavedViewsReply,
  type ListSavedViewsRequest,
  type SavedView,
  type SavedViewReply,
  type SaveDefaultSavedViewRequest,
  type UpdateSavedViewRequest,
} from '@tenon/contracts';
import type { ProjectAccessClient } from '../access/project-access.client';
import { notFound, ServiceError } from '../errors/service-error';
import { companyScope } from '../persistence/tenant-scope';
import type { SavedViewRecord, SavedViewsRepository } from './saved-views.repository';

const viewOf = <Settings>(record: SavedViewRecord<Settings>, auth: AuthContext): SavedView<Settings> => ({
  id: record.id,
  name: record.name,
  public: record.public,
  ownerId: record.ownerId,
  settings: record.settings,
  updatedAt: record.updatedAt.toISOString(),
  editable: mayEditSavedView(record, auth.userId, auth.role),
});

/**
 * A screen's saved views (spec part 2 for the Gantt, part 3 §4 for the lookahead): the default view saved as one works,
 * named views private or public, changed by their owner or, when public, an admin. Each service makes an injectable
 * subclass and may add who may use the screen at all (`assertMayUse`).
 */
export class SavedViewsService<Settings> {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly views: SavedViewsRepository<Settings>,
  ) {}

  /** Beyond seeing the schedule: e.g. the lookahead's views need the lookahead plan permission. */
  protected assertMayUse(_auth: AuthContext): void {}

  async list(auth: AuthContext, request: ListSavedViewsRequest): Promise<ListSavedViewsReply<Settings>> {
    await this.assertVisible(auth, request.projectId, request.scheduleId);
    const records = await this.views.visibleTo(companyScope(auth.companyId), request.scheduleId, auth.userId);
    const own = records.find((r) => r.name === null && r.ownerId === auth.userId);
    const named = records.filter((r) => r.name !== null).sort((a, b) => a.name!.localeCompare(b.name!));
    return { default: own === undefined ? null : viewOf(own, auth), views: named.map((r) => viewOf(r, auth)) };
  }

  async saveDefault(auth: AuthContext, request: SaveDefaultSavedViewRequest<Settings>): Promise<SavedViewReply<Settings>> {
    await this.assertVisible(auth, request.projectId, request.scheduleId);
    const record = await this.views.saveDefault(companyScope(auth.companyId), { ...request, ownerId: auth.userId });
    return { view: viewOf(record, auth) };
  }

  async create(auth: AuthContext, request: CreateSavedViewRequest<Settings>): Promise<SavedViewReply<Settings>> {
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

  async update(auth: AuthContext, request: UpdateSavedViewRequest<Settings>): Promise<SavedViewReply<Settings>> {
    const view = await this.editableView(auth, request.projectId, request.scheduleId, request.viewId);
    const { name, settings } = request;
    const changes = { ...(name === undefined ? {} : { name }), ...(request.public === undefined ? {} : { public: request.public }), ...(settings === undefined ? {} : { settings }) };
    const updated = await this.views.update(companyScope(auth.companyId), view.id, changes);
    if (updated === null) throw notFound('View');
    return { view: viewOf(updated, auth) };
  }

  async delete(auth: AuthContext, request: DeleteSavedViewRequest): Promise<{ deleted: true }> {
    const view = await this.editableView(auth, request.projectId, request.scheduleId, request.viewId);
    if (!(await this.views.remove(companyScope(auth.companyId), view.id))) throw notFound('View');
    return { deleted: true };
  }

  private async editableView(auth: AuthContext, projectId: string, scheduleId: string, viewId: string): Promise<SavedViewRecord<Settings>> {
    await this.assertVisible(auth, projectId, scheduleId);
    const view = await this.views.find(companyScope(auth.companyId), scheduleId, viewId);
    // Someone else's private view is not shown to this user: it does not exist for them.
    if (view === null || (view.ownerId !== auth.userId && !view.public) || view.name === null) throw notFound('View');
    if (!mayEditSavedView(view, auth.userId, auth.role)) throw new ServiceError('VIEW_NOT_EDITABLE', 'Only its owner, or an admin for a public view, can change this view', 403);
    return view;
  }

  private async assertVisible(auth: AuthContext, projectId: string, scheduleId: string): Promise<void> {
    await this.access.assertScheduleAccess(auth, { projectId, scheduleId });
    this.assertMayUse(auth);
  }
}
