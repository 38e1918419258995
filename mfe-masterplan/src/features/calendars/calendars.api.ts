import type {
  CalendarChangeReply,
  CloneCalendarReply,
  HolidayCountriesReply,
  ListCalendarsReply,
  PreviewHolidaysReply,
} from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { CalendarFields } from './calendar-fields';

export type { CalendarFields };

export interface CalendarPlace {
  projectId: string;
  scheduleId: string;
}

const schedulePath = ({ projectId, scheduleId }: CalendarPlace) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;
const calendarPath = (place: CalendarPlace, calendarId: string) => `${schedulePath(place)}/calendars/${encodeURIComponent(calendarId)}`;

export function listCalendars(place: CalendarPlace): Promise<ListCalendarsReply> {
  return apiRequest<ListCalendarsReply>(`${schedulePath(place)}/calendars`);
}

export function createCalendar(place: CalendarPlace, fields: CalendarFields): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(`${schedulePath(place)}/calendars`, { method: 'POST', body: fields });
}

export function updateCalendar(place: CalendarPlace, calendarId: string, fields: CalendarFields): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(calendarPath(place, calendarId), { method: 'PUT', body: fields });
}

export function deleteCalendar(place: CalendarPlace, calendarId: string): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(calendarPath(place, calendarId), { method: 'DELETE' });
}

export function cloneCalendar(place: CalendarPlace, calendarId: string, name: string, projectIds: string[]): Promise<CloneCalendarReply> {
  return apiRequest<CloneCalendarReply>(`${calendarPath(place, calendarId)}/clones`, { method: 'POST', body: { name, projectIds } });
}

export function holidayCountries(place: CalendarPlace, language: string): Promise<HolidayCountriesReply> {
  return apiRequest<HolidayCountriesReply>(`${schedulePath(place)}/holiday-countries?language=${encodeURIComponent(language)}`);
}

export interface HolidayQuery {
  country: string;
  years: number[];
  language: 'en' | 'es';
}

export function previewHolidays(place: CalendarPlace, calendarId: string, query: HolidayQuery): Promise<PreviewHolidaysReply> {
  const search = new URLSearchParams({ country: query.country, years: query.years.join(','), language: query.language });
  return apiRequest<PreviewHolidaysReply>(`${calendarPath(place, calendarId)}/holidays?${search.toString()}`);
}

export function importHolidays(place: CalendarPlace, calendarId: string, query: HolidayQuery, dates: string[]): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(`${calendarPath(place, calendarId)}/holidays`, { method: 'POST', body: { ...query, dates } });
}
