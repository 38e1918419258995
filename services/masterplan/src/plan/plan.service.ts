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
import { applyChanges, calendarProblem, isPlanProblem, progressProblem, type PlanRows } from './plan-rules';
import { DataDatesRepository } from '../progress/schedule-progress.repository';
import { PlanStore } from './plan.store';

/** Test-only fault injection: the process dies at this point of a save, to prove a crash leaves one version or the other. */
type CrashPoint = 'journal' | 'commit' | 'rows';
const crashAfter = (point: CrashPoint): void => {
  if (process.env.MASTERPLAN_CRASH_AFTER === point) process.exit(70);
};

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

    const journal: PlanJournalRecord = {
      _id: randomUUID(),
      companyId: auth.companyId,
      projectId: request.projectId,
      scheduleId: request.scheduleId,
      baseVersion: request.baseVersion,
      version: request.baseVersion + 1,
      savedBy: auth.userId,
      at: new Date(),
      activities: request.activities,
      links: request.links,
    };
    await this.store.writeJournal(journal);
    crashAfter('journal');
    if (!(await this.store.commit(scope, request.scheduleId, request.baseVersion, journal._id))) {
      // Another save from the same version committed first: this one is refused whole.
      await this.store.dropJournal(journal._id);
      this.assertCurrent(await this.rollForward(scope, request.scheduleId), request.baseVersion);
      throw new ServiceError('SAVE_IN_PROGRESS', 'There is a save in process.', 409);
    }
    crashAfter('commit');
    await this.complete(journal);
    return { version: journal.version, savedBy: journal.savedBy, savedAt: journal.at.toISOString(), activities: request.activities.upsert.length, links: request.links.upsert.length };
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
