import { Injectable } from '@nestjs/common';
import {
  ACTIVITY_ROWS_CHUNK,
  masterplanRequests,
  type ActivityRow,
  type ActivityRowsChangedEvent,
  type AuthContext,
  type DomainEvent,
  type ScheduleScope,
} from '@tenon/contracts';
import { companyScope, getProcessLogger, KafkaRequester, KeyedQueue, ProcessedEventsStore, ServiceError, type TenantScope } from '@tenon/service-kit';
import { ActivitiesRepository, ActivityHeadsRepository } from './activities.repository';
import type { ActivityReadDocument } from './activity.schema';


/** Snapshot pages read at different versions (a save landed meanwhile) are read again, this many times at most. */
const SNAPSHOT_ATTEMPTS = 3;
/** A 10,000-activity plan is five pages; each may take a while on a busy masterplan service. */
const SNAPSHOT_PAGE_TIMEOUT_MS = 15_000;

/**
 * The master plan's activities as the lookahead keeps them. Events bring each save's rows in order (keyed by
 * schedule); a schedule the lookahead has not heard of, or whose versions show a gap, is rebuilt from a snapshot
 * the masterplan service answers, the first time someone opens its window.
 */
@Injectable()
export class ActivityReadModelService {
  /**
   * Every write of a schedule's rows and every read of them, one at a time per company and schedule: a change or a
   * rebuild writes in several commands, and a reader between two of them would see activities missing with their tasks.
   */
  private readonly schedules = new KeyedQueue();

  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly heads: ActivityHeadsRepository,
    private readonly processed: ProcessedEventsStore,
    private readonly requester: KafkaRequester,
  ) {}

  /** Applies one event of `masterplan.activity-rows.changed.v1`; a redelivered event changes nothing. */
  async onRowsChanged(event: DomainEvent<ActivityRowsChangedEvent>): Promise<void> {
    const key = `${event.payload.companyId}:${event.payload.scheduleId}`;
    try {
      await this.schedules.run(key, () => this.processed.consumeOnce(event, () => this.apply(event.payload)));
    } catch (error) {
      // A failing event must not stop the schedule's partition: the rows are rebuilt from a snapshot at the next read.
      getProcessLogger().error({ err: error, eventId: event.eventId, scheduleId: event.payload.scheduleId }, 'activity rows event not applied');
      await this.heads.dropHead(companyScope(event.payload.companyId), event.payload.scheduleId).catch(() => undefined);
    }
  }

  private async apply(change: ActivityRowsChangedEvent): Promise<void> {
    const scope = companyScope(change.companyId);
    const head = await this.heads.headOf(scope, change.scheduleId);
    const last = change.chunkIndex === change.chunkCount - 1;
    if (change.whole) {
      // The whole plan at a version already held changes nothing, and re-writing it would empty the rows a reader is reading.
      if (head !== null && head.complete && head.version >= change.version) return;
      if (change.chunkIndex === 0) {
        await this.heads.setHead(scope, change.scheduleId, change.version, false);
        await this.activities.replaceSchedule(scope, change.scheduleId, change.activities);
      } else if (head !== null && !head.complete && head.version === change.version) {
        await this.activities.changeRows(scope, change.scheduleId, change.activities);
      } else {
        return;
      }
      if (last) await this.heads.setHead(scope, change.scheduleId, change.version, true);
      return;
    }
    // Nothing kept yet (or still arriving): the next window read asks for the whole plan, which holds this change.
    if (head === null || !head.complete || !(await this.activities.isKept(scope, change.scheduleId))) return;
    if (change.version <= head.version) return;
    if (change.version > head.version + 1) {
      // A version was missed: rebuilt from a snapshot at the next read rather than kept wrong.
      getProcessLogger().warn({ scheduleId: change.scheduleId, held: head.version, heard: change.version }, 'activity read model missed a version');
      await this.heads.setHead(scope, change.scheduleId, head.version, false);
      return;
    }
    await this.activities.changeRows(scope, change.scheduleId, change.activities, change.deletedActivityIds);
    if (last) await this.heads.setHead(scope, change.scheduleId, change.version, true);
  }

  /** The schedule's activities, asking the masterplan service for the whole plan first when none are kept. */
  async activitiesOf(auth: AuthContext, schedule: ScheduleScope): Promise<ActivityReadDocument[]> {
    const scope = companyScope(auth.companyId);
    return this.schedules.run(`${auth.companyId}:${schedule.scheduleId}`, async () => {
      const head = await this.heads.headOf(scope, schedule.scheduleId);
      // Rows kept before they were stored in pages have a head but no pages: rebuilt like a schedule never heard of.
      if (head === null || !head.complete || !(await this.activities.isKept(scope, schedule.scheduleId))) await this.rebuild(auth, scope, schedule);
      return this.activities.listOfSchedule(scope, schedule.scheduleId);
    });
  }

  /** Rebuilds a schedule's rows from the masterplan service's pages, read at one version. */
  async rebuild(auth: AuthContext, scope: TenantScope, schedule: ScheduleScope): Promise<void> {
    for (let attempt = 1; attempt <= SNAPSHOT_ATTEMPTS; attempt += 1) {
      const snapshot = await this.snapshotOf(auth, schedule);
      if (snapshot === null) continue;
      await this.activities.replaceSchedule(scope, schedule.scheduleId, snapshot.rows);
      await this.heads.setHead(scope, schedule.scheduleId, snapshot.version, true);
      return;
    }
    throw new ServiceError('SERVICE_UNAVAILABLE', 'The master plan kept changing while the lookahead read it; try again', 503);
  }

  private async snapshotOf(auth: AuthContext, schedule: ScheduleScope): Promise<{ version: number; rows: ActivityRow[] } | null> {
    const rows: ActivityRow[] = [];
    let version: number | undefined;
    for (let offset = 0; ; offset += ACTIVITY_ROWS_CHUNK) {
      const page = await this.requester.call(
        masterplanRequests.activityRowsSnapshot,
        auth,
        { projectId: schedule.projectId, scheduleId: schedule.scheduleId, offset, limit: ACTIVITY_ROWS_CHUNK },
        { timeoutMs: SNAPSHOT_PAGE_TIMEOUT_MS },
      );
      if (version !== undefined && page.version !== version) return null;
      version = page.version;
      rows.push(...page.activities);
      if (offset + ACTIVITY_ROWS_CHUNK >= page.total) return { version, rows };
    }
  }
}

/** Request topics the read model asks: part of the service's `callsTopics`. */
export const ACTIVITY_READ_MODEL_CALLS: readonly string[] = [masterplanRequests.activityRowsSnapshot];
