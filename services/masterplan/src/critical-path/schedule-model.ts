import type { CriticalPathReply, ScheduledActivity } from '@tenon/contracts';
import {
  isoFromMinutes,
  minutesFromIso,
  nativeActivity,
  nativeLink,
  recurrenceWindow,
  toCalendarDef,
  type ScheduleModel,
  type ScheduleResult,
} from '@tenon/scheduling';
import type { ActivityRecord } from '../activities/activity.record';
import type { CalendarRecord } from '../calendars/calendars.repository';
import type { LinkRecord } from '../links/link.record';

/** The calendar used when a schedule has none stored: Monday to Friday, 08:00–12:00 and 13:00–17:00. */
export const FALLBACK_CALENDAR_ID = 'standard';
const FALLBACK_CALENDAR: CalendarRecord = {
  id: FALLBACK_CALENDAR_ID,
  scheduleId: '',
  name: 'Standard',
  isDefault: true,
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  exceptions: [],
};

export interface MasterPlanData {
  activities: readonly ActivityRecord[];
  links: readonly LinkRecord[];
  calendars: readonly CalendarRecord[];
  /** The schedule's data date: unfinished work is not scheduled before it. */
  dataDate?: string | null;
}

/**
 * The schedule's calendars and options as the engine takes them: scheduled forward from the earliest stored start,
 * lags on the predecessor's calendar, activities without a calendar on the schedule's default.
 */
export function scheduleSettings(
  data: { activities: readonly Pick<ActivityRecord, 'kind' | 'start' | 'finish'>[]; calendars: readonly CalendarRecord[]; dataDate?: string | null },
  today = new Date().toISOString().slice(0, 10),
): Omit<ScheduleModel, 'activities' | 'links'> {
  const calendars = data.calendars.length > 0 ? data.calendars : [FALLBACK_CALENDAR];
  const defaultCalendar = calendars.find((c) => c.isDefault) ?? calendars[0]!;
  const window = recurrenceWindow(data.activities.flatMap((a) => [a.start, a.finish]), today);
  const defs = calendars.map((calendar) => toCalendarDef(calendar, window));
  const defaultDef = defs.find((d) => d.id === defaultCalendar.id)!;
  let projectStart = Infinity;
  for (const activity of data.activities) if (activity.kind !== 'summary') projectStart = Math.min(projectStart, minutesFromIso(activity.start));
  return {
    source: 'native',
    options: {
      scheduleFrom: 'start',
      projectStart: projectStart === Infinity ? 0 : projectStart,
      progressMode: 'retained-logic',
      totalFloatMode: 'finish',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'predecessor',
      defaultCalendarId: defaultCalendar.id,
      hoursPerDay: defaultDef.hoursPerDay ?? 8,
      hoursPerWeek: defaultDef.hoursPerWeek ?? 40,
      // As P6's data date and MS Project's status date: work done stays where it was, work left starts from it.
      ...(data.dataDate == null ? {} : { statusDate: minutesFromIso(data.dataDate) }),
    },
    calendars: defs,
  };
}

/** Minutes of one working day of the schedule's default calendar. */
export function minutesPerDayOf(settings: Pick<ScheduleModel, 'options'>): number {
  return Math.round(settings.options.hoursPerDay * 60);
}

/** The master plan as the engine's model: its settings, and each activity on its calendar or the schedule's default. */
export function toScheduleModel(data: MasterPlanData, today = new Date().toISOString().slice(0, 10)): ScheduleModel {
  const settings = scheduleSettings(data, today);
  const known = new Set(settings.calendars.map((c) => c.id));
  return { ...settings, activities: data.activities.map((activity) => nativeActivity(activity, known)), links: data.links.map(nativeLink) };
}

/** The engine's results in the master plan's terms, in the plan's own order. */
export function toCriticalPathReply(
  scheduleId: string,
  data: MasterPlanData,
  model: ScheduleModel,
  scheduled: ScheduleResult,
): CriticalPathReply {
  const ordered = [...data.activities].sort((a, b) => a.order - b.order);
  const activities: ScheduledActivity[] = ordered.flatMap((activity) => {
    const result = scheduled.activities.get(activity.id);
    if (result === undefined) return [];
    return [
      {
        id: activity.id,
        correlativeId: activity.correlativeId,
        name: activity.name,
        kind: activity.kind,
        duration: activity.kind === 'milestone' ? 0 : activity.duration,
        earlyStart: isoFromMinutes(result.earlyStart),
        earlyFinish: isoFromMinutes(result.earlyFinish),
        lateStart: isoFromMinutes(result.lateStart),
        lateFinish: isoFromMinutes(result.lateFinish),
        totalFloat: result.totalFloat,
        freeFloat: result.freeFloat,
        critical: result.critical,
        drivingPredecessorIds: result.drivingPredecessorIds,
      },
    ];
  });
  const leaves = activities.filter((a) => a.kind !== 'summary');
  const first = leaves.reduce<string | null>((min, a) => (min === null || a.earlyStart < min ? a.earlyStart : min), null);
  return {
    scheduleId,
    projectStart: first,
    projectFinish: leaves.length === 0 ? null : isoFromMinutes(scheduled.projectFinish),
    minutesPerDay: minutesPerDayOf(model),
    activities,
    model,
  };
}
