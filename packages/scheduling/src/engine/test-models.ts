import type { Activity, CalendarDef, Link, LinkType, ScheduleModel, ScheduleOptions } from '../model';
import { isoFromMinutes, minutesFromIso } from '../calendar/civil-date';

/** Builders for small schedules in tests: a Monday-Friday 08-12/13-17 calendar, project start Monday 2024-03-04 08:00. */
export const DAY = 480;
export const t = minutesFromIso;
export const iso = isoFromMinutes;

export const standardCalendar: CalendarDef = {
  id: 'standard',
  name: 'Standard',
  week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    working: d >= 1 && d <= 5,
    shifts: d >= 1 && d <= 5 ? [{ from: 480, to: 720 }, { from: 780, to: 1020 }] : [],
  })),
  exceptions: [],
};

export function task(id: string, days: number, extra: Partial<Activity> = {}): Activity {
  return { id, name: id, kind: 'task', duration: days * DAY, ...extra };
}

export function milestone(id: string, extra: Partial<Activity> = {}): Activity {
  return { id, name: id, kind: 'milestone', duration: 0, ...extra };
}

export function summary(id: string, extra: Partial<Activity> = {}): Activity {
  return { id, name: id, kind: 'summary', duration: 0, ...extra };
}

export function link(predecessorId: string, successorId: string, type: LinkType = 'FS', lagMinutes = 0, extra: Partial<Link> = {}): Link {
  return { predecessorId, successorId, type, lag: { value: lagMinutes, unit: 'working-minutes' }, ...extra };
}

export function model(activities: Activity[], links: Link[] = [], options: Partial<ScheduleOptions> = {}, calendars: CalendarDef[] = []): ScheduleModel {
  return {
    source: 'native',
    options: {
      scheduleFrom: 'start',
      projectStart: t('2024-03-04T08:00'),
      progressMode: 'retained-logic',
      totalFloatMode: 'finish',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'predecessor',
      defaultCalendarId: 'standard',
      hoursPerDay: 8,
      hoursPerWeek: 40,
      ...options,
    },
    calendars: [standardCalendar, ...calendars],
    activities,
    links,
  };
}
