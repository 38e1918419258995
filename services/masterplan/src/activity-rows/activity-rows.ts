import { ACTIVITY_ROWS_CHUNK, type ActivityRow, type ActivityRowsChangedEvent, type PlanActivity } from '@tenon/contracts';

/** A plan row as read models keep it; with its floats and criticality when the plan was scheduled. */
export function activityRowOf(activity: PlanActivity, floats?: Pick<ActivityRow, 'totalFloatDays' | 'freeFloatDays' | 'critical'>): ActivityRow {
  return {
    ...floats,
    id: activity.id,
    parentId: activity.parentId,
    name: activity.name,
    correlativeId: activity.correlativeId,
    order: activity.order,
    start: activity.start,
    finish: activity.finish,
    progress: activity.progress,
    subcontractId: activity.subcontractId,
    calendarId: activity.calendarId,
    isSummary: activity.kind === 'summary',
    isMilestone: activity.kind === 'milestone',
  };
}

type Header = Pick<ActivityRowsChangedEvent, 'companyId' | 'projectId' | 'scheduleId' | 'version' | 'whole'>;

/**
 * The events of one change: rows cut into chunks of ACTIVITY_ROWS_CHUNK, deleted ids on the last one, and always at
 * least one event so a change that only deletes (or empties a plan) is heard too.
 */
export function activityRowsEvents(
  header: Header,
  activities: readonly PlanActivity[],
  deletedActivityIds: readonly string[],
  floats: ReadonlyMap<string, Pick<ActivityRow, 'totalFloatDays' | 'freeFloatDays' | 'critical'>> = new Map(),
): ActivityRowsChangedEvent[] {
  const chunkCount = Math.max(1, Math.ceil(activities.length / ACTIVITY_ROWS_CHUNK));
  return Array.from({ length: chunkCount }, (_, chunkIndex) => ({
    ...header,
    chunkIndex,
    chunkCount,
    activities: activities.slice(chunkIndex * ACTIVITY_ROWS_CHUNK, (chunkIndex + 1) * ACTIVITY_ROWS_CHUNK).map((activity) => activityRowOf(activity, floats.get(activity.id))),
    deletedActivityIds: chunkIndex === chunkCount - 1 ? [...deletedActivityIds] : [],
  }));
}
