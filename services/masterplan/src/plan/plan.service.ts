import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  masterplanEvents,
  type AuthContext,
  type OutsideSubcontractDetails,
  type PlanEditing,
  type PlanReply,
  type ReadPlanRequest,
  type SaveConflictDetails,
  type SavePlanData,
  type SavePlanReply,
  type ScheduleSavedEvent,
} from '@tenon/contracts';
import type { WeightingBasis } from '@tenon/lean';
import { CycleError, schedule } from '@tenon/scheduling';
import { companyScope, EventPublisher, getProcessLogger, ProjectAccessClient, ServiceError, type TenantScope } from '@tenon/service-kit';
import type { ActivityRecord } from '../activities/activity.record';
import { ActivityRowsPublisher } from '../activity-rows/activity-rows.publisher';
import { CalendarsRepository, type CalendarRecord } from '../calendars/calendars.repository';
import { minutesPerDayOf, scheduleSettings, toScheduleModel } from '../critical-path/schedule-model';
import type { LinkRecord } from '../links/link.record';
import type { PlanHeadRecord } from './plan-head.schema';
import type { PlanJournalRecord } from './plan-journal.schema';
import { planEditingOf, reachesOutside, rowsOutsideSubcontract } from './plan-editing';
import { applyChanges, calendarProblem, isPlanProblem, progressProblem, taskProgressChanges, type PlanRows } from './plan-rules';
import { DataDatesRepository } from '../progress/schedule-progress.repository';
import { PlanStore } from './plan.store';

/** Test-only fault injection: the process dies at this point of a save, to prove a crash leaves one version or the other. */
type CrashPoint = 'journal' | 'commit' | 'rows';
const crashAfter = (point: CrashPoint): void => {
  if (process.env.MASTERPLAN_CRASH_AFTER === point) process.exit(70);
};

/** Saves from the Gantt that land between reading the plan and committing task progress: read again this many times. */
const TASK_PROGRESS_ATTEMPTS = 5;

function saveOf(head: PlanHeadRecord | null) {
  return { version: head?.version ?? 0, savedBy: head?.savedBy ?? null, savedAt: head?.savedAt?.toISOString() ?? null };
}

/** The Gantt editor's plan: read whole with its version, saved as changes all or nothing (docs/masterplan-save.md). */
@Injectable()
export class PlanService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly store: PlanStore,
    private readonly calendars: CalendarsRepository,
    private readonly events: EventPublisher,
    private readonly dataDates: DataDatesRepository,
    private readonly activityRows: ActivityRowsPublisher,
  ) {}

  async read(auth: AuthContext, request: ReadPlanRequest): Promise<PlanReply> {
    const editing = await this.editingOf(auth, request.projectId, request.scheduleId);
    const scope = companyScope(auth.companyId);
    const head = await this.rollForward(scope, request.scheduleId);
    const [rows, calendars, dataDate] = await Promise.all([
      this.store.rows(scope, request.scheduleId, head),
      this.calendars.listOfSchedule(scope, request.scheduleId),
      this.dataDates.dataDateOf(scope, request.scheduleId),
    ]);
    const activities = [...rows.activities.values()];
    const model = scheduleSettings({ activities, calendars, dataDate: dataDate?.dataDate ?? null });
    return {
      scheduleId: request.scheduleId,
      ...saveOf(head),
      editing,
      dataDate: dataDate?.dataDate ?? null,
      activities,
      links: [...rows.links.values()],
      engine: { minutesPerDay: minutesPerDayOf(model), model },
    };
  }

  async save(auth: AuthContext, request: SavePlanData): Promise<SavePlanReply> {
    const editing = await this.editingOf(auth, request.projectId, request.scheduleId);
    if (editing.scope === 'none') throw new ServiceError('WITHOUT_PERMISSION_TO_SAVE', 'You do not have permission to save changes', 403);
    const scope = companyScope(auth.companyId);
    const head = await this.rollForward(scope, request.scheduleId);
    this.assertCurrent(head, request.baseVersion);
    const current = await this.store.rows(scope, request.scheduleId, head);
    if (editing.scope === 'subcontract') assertWithinSubcontract(rowsOutsideSubcontract(current, request, editing.subcontractId));
    const next = applyChanges(current, request);
    if (isPlanProblem(next)) throw new ServiceError(next.code, next.message, 400, next.details);
    const progressRefused = progressProblem(current, request, (await this.dataDates.dataDateOf(scope, request.scheduleId))?.dataDate ?? null);
    if (progressRefused !== undefined) throw new ServiceError(progressRefused.code, progressRefused.message, 400, progressRefused.details);
    const calendars = await this.calendars.listOfSchedule(scope, request.scheduleId);
    const calendarRefused = calendarProblem(request, new Set(calendars.map((c) => c.id)));
    if (calendarRefused !== undefined) throw new ServiceError(calendarRefused.code, calendarRefused.message, 400, calendarRefused.details);
    this.assertNoCycle(scope, request.scheduleId, next, calendars);

    const journal = await this.committed(auth.companyId, request, auth.userId);
    if (journal === null) {
      // Another save from the same version committed first: this one is refused whole.
      this.assertCurrent(await this.rollForward(scope, request.scheduleId), request.baseVersion);
      throw new ServiceError('SAVE_IN_PROGRESS', 'There is a save in process.', 409);
    }
    return { version: journal.version, savedBy: journal.savedBy, savedAt: journal.at.toISOString(), activities: request.activities.upsert.length, links: request.links.upsert.length };
  }

  /**
   * Progress rolled up from lookahead tasks, taken by the activities it names (summaries roll up again by the project's
   * basis), as one version saved by the task's writer. A save that lands meanwhile is read again, never overwritten.
   * Answers the version saved, or null when nothing changed.
   */
  async takeTaskProgress(
    companyId: string,
    schedule: { projectId: string; scheduleId: string },
    progress: ReadonlyMap<string, number>,
    basis: WeightingBasis,
    savedBy: string,
  ): Promise<number | null> {
    const scope = companyScope(companyId);
    for (let attempt = 1; attempt <= TASK_PROGRESS_ATTEMPTS; attempt += 1) {
      const head = await this.rollForward(scope, schedule.scheduleId);
      const current = await this.store.rows(scope, schedule.scheduleId, head);
      const upsert = taskProgressChanges(current, progress, basis);
      if (upsert.length === 0) return null;
      const request: SavePlanData = { ...schedule, baseVersion: head?.version ?? 0, activities: { upsert, delete: [] }, links: { upsert: [], delete: [] } };
      const refused = progressProblem(current, request, (await this.dataDates.dataDateOf(scope, schedule.scheduleId))?.dataDate ?? null);
      if (refused !== undefined) {
        getProcessLogger().warn({ scheduleId: schedule.scheduleId, code: refused.code, details: refused.details }, 'task progress not taken by the master plan');
        return null;
      }
      const journal = await this.committed(companyId, request, savedBy);
      if (journal !== null) return journal.version;
    }
    throw new ServiceError('SAVE_IN_PROGRESS', 'The master plan kept changing while task progress was taken', 409);
  }

  /** Journal, then commit at the base version, then rows; null when another save from that version committed first. */
  private async committed(companyId: string, request: SavePlanData, savedBy: string): Promise<PlanJournalRecord | null> {
    const journal: PlanJournalRecord = {
      _id: randomUUID(),
      companyId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      baseVersion: request.baseVersion,
      version: request.baseVersion + 1,
      savedBy,
      at: new Date(),
      activities: request.activities,
      links: request.links,
    };
    await this.store.writeJournal(journal);
    crashAfter('journal');
    if (!(await this.store.commit(companyScope(companyId), request.scheduleId, request.baseVersion, journal._id))) {
      await this.store.dropJournal(journal._id);
      return null;
    }
    crashAfter('commit');
    await this.complete(journal);
    return journal;
  }

  /** A save that committed but whose rows were not all written (a crash, a lost database, one still running) is finished first. */
  private async rollForward(scope: TenantScope, scheduleId: string): Promise<PlanHeadRecord | null> {
    for (;;) {
      const head = await this.store.head(scope, scheduleId);
      const committed = await this.store.commitAfter(scope, scheduleId, head?.version ?? 0);
      if (committed === null) return head;
      const journal = await this.store.journal(scope, committed.journalId);
      if (journal === null) throw new ServiceError('INTERNAL', 'A committed save has no journal', 500);
      await this.complete(journal);
    }
  }

  private async complete(journal: PlanJournalRecord): Promise<void> {
    const applied = await this.store.apply(journal);
    if (applied === null) return;
    crashAfter('rows');
    await this.store.finish(journal, applied);
    const event: ScheduleSavedEvent = {
      companyId: journal.companyId,
      projectId: journal.projectId,
      scheduleId: journal.scheduleId,
      version: journal.version,
      savedBy: journal.savedBy,
      changedActivityIds: journal.activities.upsert.map((a) => a.id),
      deletedActivityIds: journal.activities.delete,
      linksChanged: journal.links.upsert.length + journal.links.delete.length,
    };
    // The save is done; a lost event is logged, not turned into a failed save the user would repeat.
    await this.events.publishEvent(masterplanEvents.scheduleSaved, journal.scheduleId, event).catch((error: unknown) => {
      getProcessLogger().error({ err: error, scheduleId: journal.scheduleId, version: journal.version }, 'schedule saved event not published');
    });
    await this.activityRows.published({ ...event, whole: false }, journal.activities.upsert, journal.activities.delete);
  }

  private assertCurrent(head: PlanHeadRecord | null, baseVersion: number): void {
    const current = saveOf(head);
    if (current.version !== baseVersion) {
      const details: SaveConflictDetails = { ...current, baseVersion };
      throw new ServiceError('SAVE_CONFLICT', 'Someone saved this schedule after you opened it', 409, details);
    }
  }

  private assertNoCycle(scope: TenantScope, scheduleId: string, plan: PlanRows, calendars: CalendarRecord[]): void {
    const activities: ActivityRecord[] = [...plan.activities.values()].map((a) => ({ ...a, companyId: scope.companyId, scheduleId }));
    const links: LinkRecord[] = [...plan.links.values()].map((l) => ({ ...l, scheduleId }));
    try {
      schedule(toScheduleModel({ activities, links, calendars }));
    } catch (error) {
      if (error instanceof CycleError) {
        const cycle = error.activityIds.map((id) => ({ id, name: plan.activities.get(id)?.name ?? id }));
        throw new ServiceError('SCHEDULE_CYCLE', `Circular links: ${cycle.map((a) => a.name).join(' → ')} → ${cycle[0]?.name ?? ''}`, 400, { cycle });
      }
      // Only the loop blocks a save; anything else the engine meets is for the critical path to report.
      getProcessLogger().warn({ err: error, scheduleId }, 'plan saved although the engine could not schedule it');
    }
  }

  /** Access to the schedule first (company, membership), then what the caller's Gantt code and subcontract let them change. */
  private async editingOf(auth: AuthContext, projectId: string, scheduleId: string): Promise<PlanEditing> {
    const access = await this.access.assertScheduleAccess(auth, { projectId, scheduleId });
    const code = auth.permissions?.['masterplan.gantt'];
    if (code === 'SA') throw new ServiceError('NO_PERMISSION', 'This role has no master plan', 403);
    return planEditingOf(code, access.subcontractId);
  }
}

const NAMED_MAX = 5;

function assertWithinSubcontract(outside: OutsideSubcontractDetails): void {
  if (!reachesOutside(outside)) return;
  const named = outside.activities.slice(0, NAMED_MAX).map((a) => `${a.correlativeId} ${a.name}`);
  const more = outside.activities.length - named.length;
  const rows = [...named, ...(more > 0 ? [`${more} more`] : []), ...(outside.linkIds.length > 0 ? [`${outside.linkIds.length} link(s) to other activities`] : [])];
  throw new ServiceError('OUTSIDE_SUBCONTRACT', `Only the activities of your subcontract can be changed: ${rows.join(', ')}`, 403, outside);
}
