import type { PlanEngineSettings } from '@tenon/contracts';
import { compileCalendars, minutesFromIso } from '@tenon/scheduling';
import type { CalendarRecord } from '../calendars/calendars.repository';
import type { ImportedCalendar } from './calendar-mapping';
import type { ReimportContext } from './reimport-diff';

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Days moved are counted on the schedule's default calendar, as the Gantt shows durations; a calendar of the file
 * stands for the schedule's calendar of the same name (an update does not bring calendars of its own).
 */
export function reimportContext(engine: PlanEngineSettings, fileCalendars: readonly ImportedCalendar[], planCalendars: readonly CalendarRecord[]): ReimportContext {
  const calendar = compileCalendars(engine.model.calendars).get(engine.model.options.defaultCalendarId);
  const planByName = new Map(planCalendars.map((c) => [nameKey(c.name), c.id]));
  const fileNames = new Map(fileCalendars.map((c) => [c.id, nameKey(c.name)]));
  return {
    minutesPerDay: engine.minutesPerDay,
    workingDaysBetween(from, to) {
      const [a, b] = [minutesFromIso(from), minutesFromIso(to)];
      if (calendar === undefined) return (b - a) / 1440;
      return calendar.workingMinutesBetween(a, b) / engine.minutesPerDay;
    },
    calendarFor(fileCalendarId) {
      if (fileCalendarId === null) return null;
      const name = fileNames.get(fileCalendarId);
      return name === undefined ? null : (planByName.get(name) ?? null);
    },
  };
}
