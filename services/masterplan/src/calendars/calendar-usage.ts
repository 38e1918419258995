import type { CalendarInUseDetails } from '@tenon/contracts';
import type { ActivityRecord } from '../activities/activity.record';
import type { CalendarRecord } from './calendars.repository';

const LISTED = 50;

/**
 * The activities scheduled on a calendar: those naming it, and for the default calendar also those naming none or a
 * calendar the schedule no longer has (the engine puts them on the default). Summaries take their children's dates.
 */
export function activitiesOnCalendar(calendar: CalendarRecord, calendars: readonly CalendarRecord[], activities: readonly ActivityRecord[]): ActivityRecord[] {
  const known = new Set(calendars.map((c) => c.id));
  const isDefault = calendar.id === (calendars.find((c) => c.isDefault) ?? calendars[0])?.id;
  return activities.filter((activity) => {
    if (activity.kind === 'summary') return false;
    if (activity.calendarId === calendar.id) return true;
    return isDefault && (activity.calendarId === null || !known.has(activity.calendarId));
  });
}

/** What a refused delete names: the first activities in plan order, and how many there are. */
export function inUseDetails(users: readonly ActivityRecord[]): CalendarInUseDetails {
  const ordered = [...users].sort((a, b) => a.order - b.order);
  return { activities: ordered.slice(0, LISTED).map((a) => ({ id: a.id, correlativeId: a.correlativeId, name: a.name })), count: users.length };
}
