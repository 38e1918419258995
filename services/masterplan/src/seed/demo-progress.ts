import type { PlanActivity } from '@tenon/contracts';
import { DEMO_STATUS_DATE, WORKDAY_MINUTES } from '@tenon/demo-data';
import { progressPercent, rollUpProgress } from '@tenon/lean';
import type { ProgressByActivity } from '../progress/schedule-progress.repository';
import type { ScheduleUpdateRecord } from '../progress/schedule-progress.schema';

/** The demo's progress is reported at the end of the status date: work left resumes the next working morning. */
export const DEMO_DATA_DATE = `${DEMO_STATUS_DATE}T17:00`;

/** Fixed ids, so a second seeding meets its own updates. */
const DEMO_UPDATE_IDS = ['7e4e00b20000000000000001', '7e4e00b20000000000000002'] as const;

/** Working days done of a task reported at `progress` percent: the demo's figures are whole days rounded to a percent. */
const daysDone = (activity: PlanActivity, progress: number): number => {
  const days = Math.round(activity.duration / WORKDAY_MINUTES);
  return Math.min(days, Math.round((days * progress) / 100));
};

/**
 * The demo plan with the facts its progress stands for: started work has its actual start, finished work its actual
 * finish, and a task's percentage is its exact share of whole days done, so the engine keeps every date where the plan
 * put it when it schedules the work left from the data date.
 */
export function demoProgress(activities: readonly PlanActivity[]): PlanActivity[] {
  return activities.map((activity) => {
    if (activity.kind === 'summary' || activity.progress <= 0) return activity;
    if (activity.progress >= 100 || activity.kind === 'milestone') return { ...activity, progress: 100, actualStart: activity.start, actualFinish: activity.finish };
    const days = Math.round(activity.duration / WORKDAY_MINUTES);
    return { ...activity, progress: (daysDone(activity, activity.progress) / days) * 100, actualStart: activity.start };
  });
}

export interface DemoUpdate {
  record: Omit<ScheduleUpdateRecord, 'companyId'>;
  progress: ProgressByActivity;
}

/** Two weekly updates: a week before the data date (five working days less done), and on it. */
export function demoUpdates(activities: readonly PlanActivity[], scheduleId: string, creatorId: string): DemoUpdate[] {
  const weekBefore = activities.map((activity) => {
    if (activity.kind !== 'task' || activity.progress <= 0) return activity.kind === 'milestone' && activity.finish > shiftDays(DEMO_DATA_DATE, -7) ? { ...activity, progress: 0 } : activity;
    const days = Math.round(activity.duration / WORKDAY_MINUTES);
    return { ...activity, progress: (Math.max(0, daysDone(activity, activity.progress) - 5) / days) * 100 };
  });
  const snapshots: Array<[string, string, readonly PlanActivity[], string]> = [
    ['Week 46 update', 'Core walls up to level 3', weekBefore, shiftDays(DEMO_DATA_DATE, -7)],
    ['Week 47 update', 'Slab of level 4 poured; facade mock-up approved', activities, DEMO_DATA_DATE],
  ];
  return snapshots.map(([name, comment, rows, dataDate], index) => {
    const progress = rolledUp(rows);
    return {
      record: {
        _id: DEMO_UPDATE_IDS[index]!,
        scheduleId,
        name,
        comment,
        dataDate,
        createdAt: new Date(`${dataDate.slice(0, 10)}T18:00:00Z`),
        creatorId,
        activityCount: rows.length,
        progress: progress.schedule,
      },
      progress: progress.byActivity,
    };
  });
}

/** Each activity's progress as the Gantt shows it (parents rolled up by duration), and the schedule's. */
function rolledUp(rows: readonly PlanActivity[]): { byActivity: ProgressByActivity; schedule: number } {
  const rollup = rollUpProgress([{ id: '' }, ...rows.map((a) => ({ id: a.id, parentId: a.parentId ?? '', progress: a.progress, duration: a.duration }))], 'duration');
  const byActivity: ProgressByActivity = {};
  for (const row of rows) byActivity[row.id] = Math.round((rollup.activities.get(row.id)?.progress ?? 0) * 100) / 100;
  return { byActivity, schedule: progressPercent(rollup.activities.get('')?.progress ?? 0) };
}

function shiftDays(wallClock: string, days: number): string {
  const date = new Date(`${wallClock}:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 16);
}
