import type {
  CalendarChangeReply,
  CloneCalendarReply,
  HolidayCountriesReply,
  ListCalendarsReply,
  PreviewHolidaysReply,
  ScheduleScope,
} from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { CalendarFields } from './calendar-fields';

export type { CalendarFields };

const schedulePath = ({ projectId, scheduleId }: ScheduleScope) => `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}`;
const calendarPath = (place: ScheduleScope, calendarId: string) => `${schedulePath(place)}/calendars/${encodeURIComponent(calendarId)}`;

export function listCalendars(place: ScheduleScope): Promise<ListCalendarsReply> {
  return apiRequest<ListCalendarsReply>(`${schedulePath(place)}/calendars`);
}

export function createCalendar(place: ScheduleScope, fields: CalendarFields): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(`${schedulePath(place)}/calendars`, { method: 'POST', body: fields });
}

export function updateCalendar(place: ScheduleScope, calendarId: string, fields: CalendarFields): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(calendarPath(place, calendarId), { method: 'PUT', body: fields });
}

export function deleteCalendar(place: ScheduleScope, calendarId: string): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(calendarPath(place, calendarId), { method: 'DELETE' });
}

export function cloneCalendar(place: ScheduleScope, calendarId: string, name: string, projectIds: string[]): Promise<CloneCalendarReply> {
  return apiRequest<CloneCalendarReply>(`${calendarPath(place, calendarId)}/clones`, { method: 'POST', body: { name, projectIds } });
}

export function holidayCountries(place: ScheduleScope, language: string): Promise<HolidayCountriesReply> {
  return apiRequest<HolidayCountriesReply>(`${schedulePath(place)}/holiday-countries?language=${encodeURIComponent(language)}`);
}

export interface HolidayQuery {
  country: string;
  years: number[];
  language: 'en' | 'es';
}

export function previewHolidays(place: ScheduleScope, calendarId: string, query: HolidayQuery): Promise<PreviewHolidaysReply> {
  const search = new URLSearchParams({ country: query.country, years: query.years.join(','), language: query.language });
  return apiRequest<PreviewHolidaysReply>(`${calendarPath(place, calendarId)}/holidays?${search.toString()}`);
}

export function importHolidays(place: ScheduleScope, calendarId: string, query: HolidayQuery, dates: string[]): Promise<CalendarChangeReply> {
  return apiRequest<CalendarChangeReply>(`${calendarPath(place, calendarId)}/holidays`, { method: 'POST', body: { ...query, dates } });
}
