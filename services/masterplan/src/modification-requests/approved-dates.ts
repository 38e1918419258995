import type { PlanActivity } from '@tenon/contracts';
import { compileCalendars, CycleError, isoFromMinutes, minutesFromIso, schedule } from '@tenon/scheduling';
import type { ActivityRecord } from '../activities/activity.record';
import type { CalendarRecord } from '../calendars/calendars.repository';
import { toScheduleModel } from '../critical-path/schedule-model';
import type { LinkRecord } from '../links/link.record';
import type { PlanRows } from '../plan/plan-rules';

export interface RequestedDates {
  activityId: string;
  start: string;
  finish: string;
}

export type ApprovalRefusal = { refused: 'unknown-activity' | 'summary' | 'no-working-time' | 'cycle'; message: string };

/**
 * The rows an approved request changes, as a Gantt edit would: the activity starts no earlier than the requested start
 * (the same constraint a dragged bar gets) and lasts the working time up to the requested finish on its own calendar;
 * then the engine schedules the plan and every activity whose dates moved (its successors) is saved with its new dates.
 */
export function approvedChange(plan: PlanRows, calendars: readonly CalendarRecord[], requested: RequestedDates, today?: string): PlanActivity[] | ApprovalRefusal {
  const target = plan.activities.get(requested.activityId);
  if (target === undefined) return { refused: 'unknown-activity', message: 'The activity is no longer in this schedule' };
  if (target.kind === 'summary') return { refused: 'summary', message: 'A summary activity takes its dates from the activities under it' };

  const records = (activities: Iterable<PlanActivity>): ActivityRecord[] => [...activities].map((a) => ({ ...a, companyId: '', scheduleId: '' }));
  const links: LinkRecord[] = [...plan.links.values()].map((l) => ({ ...l, scheduleId: '' }));
  const settings = toScheduleModel({ activities: records(plan.activities.values()), links, calendars }, today);
  const calendarId = target.calendarId !== null && settings.calendars.some((c) => c.id === target.calendarId) ? target.calendarId : settings.options.defaultCalendarId;
  const calendar = compileCalendars(settings.calendars).get(calendarId);
  const duration = target.kind === 'milestone' ? 0 : (calendar?.workingMinutesBetween(minutesFromIso(requested.start), minutesFromIso(requested.finish)) ?? 0);
  if (target.kind === 'task' && duration < 1) return { refused: 'no-working-time', message: 'There is no working time between the requested start and finish' };

  const changed: PlanActivity = { ...target, duration, constraintType: 'snet', constraintDate: requested.start };
  const next = new Map(plan.activities);
  next.set(changed.id, changed);
  let result;
  try {
    result = schedule(toScheduleModel({ activities: records(next.values()), links, calendars }, today));
  } catch (error) {
    if (error instanceof CycleError) return { refused: 'cycle', message: 'The schedule has circular links' };
    throw error;
  }
  const upsert: PlanActivity[] = [];
  for (const activity of next.values()) {
    const dates = result.activities.get(activity.id);
    const start = dates === undefined ? activity.start : isoFromMinutes(dates.earlyStart);
    const finish = dates === undefined ? activity.finish : isoFromMinutes(dates.earlyFinish);
    if (activity === changed || start !== activity.start || finish !== activity.finish) upsert.push({ ...activity, start, finish });
  }
  return upsert;
}

export const isApprovalRefusal = (value: PlanActivity[] | ApprovalRefusal): value is ApprovalRefusal => !Array.isArray(value);
