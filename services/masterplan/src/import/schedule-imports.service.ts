import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type {
  ApplyReimportData,
  ApplyReimportReply,
  AuthContext,
  ChooseImportProjectRequest,
  FinishImportReply,
  FinishImportRequest,
  ImportPreview,
  ImportWarning,
  PlanReply,
  ReadImportData,
  ReadReimportData,
  ReimportDiff,
} from '@tenon/contracts';
import { companyScope, getProcessLogger, ProjectAccessClient, ServiceError, type TenantScope, toObjectId } from '@tenon/service-kit';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { PlanService } from '../plan/plan.service';
import { PlanStore } from '../plan/plan.store';
import { assertCanImport } from './import-permission';
import { ImportedTagsAndResources, inProjectSpelling } from './imported-tags-resources';
import { previewOf } from './import-preview';
import { PENDING_IMPORT_SECONDS, PendingImportsStore, type PendingImport } from './pending-imports.store';
import { reimportContext } from './reimport-context';
import { diffReimport, ReimportChoiceError, reimportSave } from './reimport-diff';
import { ScheduleFileReaderPool } from './schedule-file-reader.pool';
import { ScheduleImportsRepository } from './schedule-imports.repository';

/**
 * Import of an MS Project XML, XER or P6 XML file into a schedule that has no Gantt yet (spec 2 §2.2): upload and
 * read into a preview, optionally another project of the file, then finish, which saves the plan as version 1 with
 * the file's calendars. Nothing is written before finish; a refused file leaves nothing behind.
 */
@Injectable()
export class ScheduleImportsService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly pending: PendingImportsStore,
    private readonly reader: ScheduleFileReaderPool,
    private readonly plans: PlanService,
    private readonly store: PlanStore,
    private readonly calendars: CalendarsRepository,
    private readonly imports: ScheduleImportsRepository,
    private readonly extras: ImportedTagsAndResources,
  ) {}

  async read(auth: AuthContext, request: ReadImportData): Promise<ImportPreview> {
    const scope = companyScope(auth.companyId);
    // Taken before any check: a refused upload is gone at once rather than left to expire.
    const bytes = await this.pending.takeUpload(scope, request.uploadId);
    assertCanImport(auth);
    await this.assertEmptySchedule(auth, scope, request.projectId, request.scheduleId);
    if (bytes === null) throw new ServiceError('UPLOAD_EXPIRED', 'The uploaded file is no longer available; upload it again', 410);
    return this.preview(auth, scope, { projectId: request.projectId, scheduleId: request.scheduleId, fileName: request.fileName, bytes, importId: randomUUID() });
  }

  async chooseProject(auth: AuthContext, request: ChooseImportProjectRequest): Promise<ImportPreview> {
    assertCanImport(auth);
    const scope = companyScope(auth.companyId);
    await this.assertEmptySchedule(auth, scope, request.projectId, request.scheduleId);
    const pending = await this.pendingOf(auth, scope, request);
    if (pending.file === null) throw new ServiceError('IMPORT_SINGLE_PROJECT', 'This file holds one project only', 409);
    return this.preview(auth, scope, { ...request, fileName: pending.preview.fileName, bytes: pending.file });
  }

  async finish(auth: AuthContext, request: FinishImportRequest): Promise<FinishImportReply> {
    assertCanImport(auth);
    const scope = companyScope(auth.companyId);
    await this.assertEmptySchedule(auth, scope, request.projectId, request.scheduleId);
    const pending = await this.pendingOf(auth, scope, request);
    const { plan, preview } = pending;
    const projectTags = await this.extras.projectTagNames(auth, request.projectId, plan.tags);
    const previousDefaults = (await this.calendars.listOfSchedule(scope, request.scheduleId)).filter((c) => c.isDefault);
    await this.calendars.insertMany(
      scope,
      plan.calendars.map(({ id, ...calendar }) => ({ ...calendar, _id: toObjectId(id), scheduleId: request.scheduleId })),
    );
    let saved;
    try {
      for (const calendar of previousDefaults) await this.calendars.updateOne(scope, { _id: toObjectId(calendar.id) }, { $set: { isDefault: false } });
      saved = await this.plans.save(auth, {
        projectId: request.projectId,
        scheduleId: request.scheduleId,
        baseVersion: 0,
        activities: { upsert: inProjectSpelling(plan.activities, projectTags), delete: [] },
        links: { upsert: plan.links, delete: [] },
      });
    } catch (error) {
      // No transactions: what this import wrote is taken back before the refusal is answered.
      await this.undoCalendars(scope, plan.calendars.map((c) => c.id), previousDefaults.map((c) => c.id));
      throw error;
    }
    await this.extras.addAfterSave(auth, scope, request, plan.tags, projectTags, plan.resources);
    await this.imports.record(scope, {
      _id: new Types.ObjectId(),
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      fileName: preview.fileName,
      format: preview.format,
      sourceProjectId: preview.sourceProjectId,
      dataDate: preview.dataDate,
      version: saved.version,
      activities: saved.activities,
      links: saved.links,
      calendars: plan.calendars.length,
      importedBy: auth.userId,
      importedAt: new Date(),
    });
    await this.pending.drop(scope, request.importId);
    return { scheduleId: request.scheduleId, version: saved.version, activities: saved.activities, links: saved.links, calendars: plan.calendars.length };
  }

  /**
   * A newer version of the schedule's file (spec 2 §2.2, reimport): read, matched to the plan by the ids of the
   * source tool and answered as a diff. Nothing is written until the planner accepts some of it.
   */
  async readUpdate(auth: AuthContext, request: ReadReimportData): Promise<ReimportDiff> {
    const scope = companyScope(auth.companyId);
    const bytes = await this.pending.takeUpload(scope, request.uploadId);
    assertCanImport(auth);
    const current = await this.plans.read(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    if (current.version === 0 && current.activities.length === 0) {
      throw new ServiceError('GANTT_MISSING', 'This schedule has no Gantt yet: import the file instead of updating from it', 409);
    }
    if (bytes === null) throw new ServiceError('UPLOAD_EXPIRED', 'The uploaded file is no longer available; upload it again', 410);
    // A multi-project file updates the project it was first imported from.
    const [first] = (await this.imports.ofSchedule(scope, request.scheduleId)).filter((entry) => entry.sourceProjectId !== null);
    const outcome = await this.reader.read(bytes, request.fileName, first?.sourceProjectId ?? undefined);
    if (!outcome.ok) throw new ServiceError(outcome.code, outcome.message, 422);
    const { reading } = outcome;
    const importId = randomUUID();
    const expiresAt = new Date(Date.now() + PENDING_IMPORT_SECONDS * 1000);
    const preview = previewOf(importId, request.fileName, first?.sourceProjectId ?? null, reading, expiresAt);
    const planCalendars = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const context = reimportContext(current.engine, reading.plan.calendars, planCalendars);
    const findings = diffReimport(current, reading.plan, context);
    await this.pending.keep(scope, {
      userId: auth.userId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      preview,
      plan: reading.plan,
      file: null,
      update: { baseVersion: current.version },
    });
    const fileRows = new Map(reading.plan.activities.map((a) => [a.sourceId, a]));
    const unmatchedCalendars = findings.added.filter((row) => {
      const calendarId = fileRows.get(row.sourceId)?.calendarId ?? null;
      return calendarId !== null && context.calendarFor(calendarId) === null;
    });
    const warnings: ImportWarning[] = [...preview.warnings];
    if (unmatchedCalendars.length > 0) {
      warnings.push({
        code: 'calendar-not-in-schedule',
        count: unmatchedCalendars.length,
        message: `${unmatchedCalendars.length} new ${unmatchedCalendars.length === 1 ? 'activity uses a calendar' : 'activities use calendars'} this schedule does not have; the schedule's default calendar is used`,
        examples: unmatchedCalendars.slice(0, 5).map((row) => row.name),
      });
    }
    return { importId, fileName: preview.fileName, format: preview.format, baseVersion: current.version, ...findings, warnings, expiresAt: preview.expiresAt };
  }

  /** The accepted part of an update's diff, saved as one version through the Gantt's own save (engine, rules, conflicts). */
  async applyUpdate(auth: AuthContext, request: ApplyReimportData): Promise<ApplyReimportReply> {
    assertCanImport(auth);
    const scope = companyScope(auth.companyId);
    const current: PlanReply = await this.plans.read(auth, { projectId: request.projectId, scheduleId: request.scheduleId });
    const pending = await this.pendingOf(auth, scope, request);
    if (pending.update === undefined) throw new ServiceError('IMPORT_EXPIRED', 'This import is no longer available; upload the file again', 404);
    if (current.version !== pending.update.baseVersion) {
      // The diff no longer tells what applying would do; it is dropped and the file read again.
      await this.pending.drop(scope, request.importId);
      throw new ServiceError('SAVE_CONFLICT', 'The schedule was saved after this update was read; upload the file again to see the new differences', 409, {
        baseVersion: pending.update.baseVersion,
        version: current.version,
        savedBy: current.savedBy,
        savedAt: current.savedAt,
      });
    }
    const { accept } = request;
    if (accept.added.length + accept.removed.length + accept.changed.length === 0) {
      throw new ServiceError('NOTHING_ACCEPTED', 'Choose at least one change to apply', 400);
    }
    const planCalendars = await this.calendars.listOfSchedule(scope, request.scheduleId);
    let change;
    try {
      change = reimportSave(current, pending.plan, accept, reimportContext(current.engine, pending.plan.calendars, planCalendars));
    } catch (error) {
      if (error instanceof ReimportChoiceError) throw new ServiceError('REIMPORT_CHOICE_UNKNOWN', error.message, 400, { ids: error.ids.slice(0, 20) });
      throw error;
    }
    // Only the rows the planner accepted as new bring their tags and resource quantities; rows already in the plan keep theirs.
    const upserted = new Set(change.activities.upsert.map((row) => row.id));
    // Rows of the file keep their ids only when added; matched rows are written under the plan's ids.
    const addedRows = pending.plan.activities.filter((row) => upserted.has(row.id));
    const added = new Set(addedRows.map((row) => row.id));
    const addedTags = [...new Set(addedRows.flatMap((row) => row.tags))];
    const projectTags = await this.extras.projectTagNames(auth, request.projectId, addedTags);
    const upsert = inProjectSpelling(change.activities.upsert, projectTags);
    const saved = await this.plans.save(auth, { projectId: request.projectId, scheduleId: request.scheduleId, baseVersion: current.version, ...change, activities: { ...change.activities, upsert } });
    const resources = pending.plan.resources
      .map((resource) => ({ ...resource, assignments: resource.assignments.filter((a) => added.has(a.activityId)) }))
      .filter((resource) => resource.assignments.length > 0)
      .map((resource) => ({ ...resource, total: resource.assignments.reduce((sum, a) => sum + a.quantity, 0) }));
    await this.extras.addAfterSave(auth, scope, request, addedTags, projectTags, resources);
    await this.imports.record(scope, {
      _id: new Types.ObjectId(),
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      fileName: pending.preview.fileName,
      format: pending.preview.format,
      sourceProjectId: pending.preview.sourceProjectId,
      dataDate: pending.preview.dataDate,
      version: saved.version,
      activities: saved.activities,
      links: saved.links,
      calendars: 0,
      importedBy: auth.userId,
      importedAt: new Date(),
    });
    await this.pending.drop(scope, request.importId);
    return { scheduleId: request.scheduleId, version: saved.version, added: accept.added.length, removed: accept.removed.length, changed: accept.changed.length };
  }

  private async preview(
    auth: AuthContext,
    scope: TenantScope,
    file: { projectId: string; scheduleId: string; fileName: string; bytes: Buffer; importId: string; sourceProjectId?: string },
  ): Promise<ImportPreview> {
    const outcome = await this.reader.read(file.bytes, file.fileName, file.sourceProjectId);
    if (!outcome.ok) throw new ServiceError(outcome.code, outcome.message, 422);
    const { reading } = outcome;
    const expiresAt = new Date(Date.now() + PENDING_IMPORT_SECONDS * 1000);
    const sourceProjectId = reading.projects.length > 1 ? (file.sourceProjectId ?? reading.projects[0]?.id ?? null) : null;
    const preview = previewOf(file.importId, file.fileName, sourceProjectId, reading, expiresAt);
    const pending: PendingImport = {
      userId: auth.userId,
      projectId: file.projectId,
      scheduleId: file.scheduleId,
      preview,
      plan: reading.plan,
      file: reading.projects.length > 1 ? file.bytes : null,
    };
    await this.pending.keep(scope, pending);
    return preview;
  }

  /** The import of this user for this schedule; anyone else's, or an expired one, is not found. */
  private async pendingOf(auth: AuthContext, scope: TenantScope, request: { importId: string; projectId: string; scheduleId: string }): Promise<PendingImport> {
    const pending = await this.pending.find(scope, request.importId);
    if (pending === null || pending.userId !== auth.userId || pending.projectId !== request.projectId || pending.scheduleId !== request.scheduleId) {
      throw new ServiceError('IMPORT_EXPIRED', 'This import is no longer available; upload the file again', 404);
    }
    return pending;
  }

  /** Access to the schedule (company, membership), and no Gantt in it yet: an import starts a plan, it does not merge. */
  private async assertEmptySchedule(auth: AuthContext, scope: TenantScope, projectId: string, scheduleId: string): Promise<void> {
    await this.access.assertScheduleAccess(auth, { projectId, scheduleId });
    const head = await this.store.head(scope, scheduleId);
    const count = (await this.store.activityCounts(scope, [scheduleId])).get(scheduleId) ?? 0;
    if ((head?.version ?? 0) > 0 || count > 0) throw new ServiceError('GANTT_EXISTS', 'This schedule already has a Gantt; import into an empty schedule', 409);
  }

  private async undoCalendars(scope: TenantScope, added: string[], previousDefaults: string[]): Promise<void> {
    try {
      await this.calendars.deleteMany(scope, { _id: { $in: added.map(toObjectId) } });
      for (const id of previousDefaults) await this.calendars.updateOne(scope, { _id: toObjectId(id) }, { $set: { isDefault: true } });
    } catch (error) {
      getProcessLogger().error({ err: error, calendars: added }, 'calendars of a failed import not removed');
    }
  }
}

