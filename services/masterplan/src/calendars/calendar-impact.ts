import type { MovedActivity } from '@tenon/contracts';
import { isoFromMinutes, schedule } from '@tenon/scheduling';
import type { ActivityRecord } from '../activities/activity.record';
import { toScheduleModel, type MasterPlanData } from '../critical-path/schedule-model';

/** Reply lists are kept short; the count says how many moved in all. */
export const MOVED_LIST_LIMIT = 200;

export interface PlanDates {
  byId: ReadonlyMap<string, { start: string; finish: string }>;
  projectFinish: string | null;
}

/**
 * The plan's dates as the engine schedules it on these calendars; null when it cannot (links in a loop, a calendar
 * with no working time): a calendar change is still saved, and the critical path reports the problem.
 */
export function planDates(data: MasterPlanData, today?: string): PlanDates | null {
  try {
    const result = schedule(toScheduleModel(data, today));
    const byId = new Map<string, { start: string; finish: string }>();
    for (const [id, dates] of result.activities) byId.set(id, { start: isoFromMinutes(dates.earlyStart), finish: isoFromMinutes(dates.earlyFinish) });
    const hasWork = data.activities.some((a) => a.kind !== 'summary');
    return { byId, projectFinish: hasWork ? isoFromMinutes(result.projectFinish) : null };
  } catch {
    return null;
  }
}

/** Tasks and milestones whose start or finish changed, in the plan's order (summaries follow their children). */
export function movedActivities(
  activities: readonly ActivityRecord[],
  before: PlanDates | null,
  after: PlanDates | null,
  limit = MOVED_LIST_LIMIT,
): { moved: MovedActivity[]; movedCount: number } {
  if (before === null || after === null) return { moved: [], movedCount: 0 };
  const moved: MovedActivity[] = [];
  for (const activity of [...activities].sort((a, b) => a.order - b.order)) {
    if (activity.kind === 'summary') continue;
    const was = before.byId.get(activity.id);
    const is = after.byId.get(activity.id);
    if (was === undefined || is === undefined || (was.start === is.start && was.finish === is.finish)) continue;
    moved.push({ id: activity.id, correlativeId: activity.correlativeId, name: activity.name, startBefore: was.start, finishBefore: was.finish, start: is.start, finish: is.finish });
  }
  return { moved: moved.slice(0, limit), movedCount: moved.length };
}
