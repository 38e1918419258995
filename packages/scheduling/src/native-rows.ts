import { minutesFromIso } from './calendar/civil-date';
import type { Activity, ConstraintType, Link, LinkType } from './model';

/** An activity as the master plan stores it (wall-clock dates `YYYY-MM-DDTHH:mm`, durations in working minutes). */
export interface NativeActivityRow {
  id: string;
  name: string;
  kind: Activity['kind'];
  parentId: string | null;
  order: number;
  duration: number;
  calendarId: string | null;
  constraintType?: ConstraintType;
  constraintDate?: string | null;
  /** 0..100 */
  progress?: number;
  actualStart?: string | null;
  actualFinish?: string | null;
}

export interface NativeLinkRow {
  id: string;
  predecessorId: string;
  successorId: string;
  type: LinkType;
  /** Working minutes on the predecessor's calendar (negative = lead). */
  lag: number;
}

/**
 * The engine's activity for a stored row: the one mapping the service and the browser share, so a plan scheduled in
 * the Gantt is the plan the service schedules. A calendar the schedule does not have falls back to its default.
 */
export function nativeActivity(row: NativeActivityRow, calendarIds: ReadonlySet<string>): Activity {
  const constraintType = row.constraintType ?? 'asap';
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    ...(row.parentId === null ? {} : { parentId: row.parentId }),
    order: row.order,
    duration: row.kind === 'milestone' ? 0 : row.duration,
    ...(row.calendarId !== null && calendarIds.has(row.calendarId) ? { calendarId: row.calendarId } : {}),
    ...(constraintType === 'asap'
      ? {}
      : { constraint: { type: constraintType, ...(row.constraintDate == null ? {} : { date: minutesFromIso(row.constraintDate) }) } }),
    ...progressOf(row),
  };
}

/**
 * Work done as the engine reads it: only an activity with an actual start has started, so its remaining work is
 * scheduled from the data date; a percentage without dates is a figure, not a fact about time.
 */
function progressOf(row: NativeActivityRow): Pick<Activity, 'progress'> {
  if (row.kind === 'summary' || row.actualStart == null) return {};
  const percentComplete = row.actualFinish != null ? 100 : Math.min(100, Math.max(0, row.progress ?? 0));
  return {
    progress: {
      actualStart: minutesFromIso(row.actualStart),
      ...(row.actualFinish == null ? {} : { actualFinish: minutesFromIso(row.actualFinish) }),
      percentComplete,
    },
  };
}

export function nativeLink(row: NativeLinkRow): Link {
  return { id: row.id, predecessorId: row.predecessorId, successorId: row.successorId, type: row.type, lag: { value: row.lag, unit: 'working-minutes' } };
}
