import type { CalendarException, CalendarInUseDetails, CalendarRecurrence, CalendarShift } from '@tenon/contracts/types';
import type { CalendarFields } from './calendar-fields';

/** Sunday first, as the working-day flags are stored. */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const RECURRENCES: readonly CalendarRecurrence[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
export const TWENTY_FOUR_HOURS: readonly CalendarShift[] = [{ start: '00:00', end: '24:00' }];

/** A new calendar: Monday to Friday, 08:00–12:00 and 13:00–17:00. */
export function newCalendarFields(name = ''): CalendarFields {
  return {
    name,
    isDefault: false,
    workingDays: [0, 1, 1, 1, 1, 1, 0],
    shifts: [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    exceptions: [],
  };
}

export function newException(date: string): CalendarException {
  return { name: '', fromDate: date, toDate: date, every: 'DAILY', working: false, shifts: [], source: 'manual' };
}

export function isTwentyFourHours(shifts: readonly CalendarShift[]): boolean {
  return shifts.length === 1 && shifts[0]!.start === '00:00' && shifts[0]!.end === '24:00';
}

export function shiftsText(shifts: readonly CalendarShift[]): string {
  return shifts.map((shift) => `${shift.start}–${shift.end}`).join(', ');
}

/** The next shift offered: starting where the last one ends, eight hours long, within the day. */
export function nextShift(shifts: readonly CalendarShift[]): CalendarShift {
  const last = shifts.at(-1);
  if (last === undefined) return { start: '08:00', end: '17:00' };
  const start = last.end === '24:00' ? '00:00' : last.end;
  const hours = (Number(start.slice(0, 2)) + 8) % 24;
  return { start, end: `${String(hours).padStart(2, '0')}${start.slice(2)}` };
}

/** The service's validation messages (spec 5 among them), each with its translation key. */
const VALIDATION_KEYS: Record<string, string> = {
  'Data is missing': 'error_data_missing',
  'calendarId is missing': 'error_calendar_missing',
  'projectId is required': 'error_project_required',
  'Holidays need valid from and to dates': 'error_holiday_dates',
  'The calendar name is required': 'error_name_required',
  'A calendar needs at least one working day': 'error_no_working_day',
  'A working day needs at least one shift': 'error_no_shift',
  'Shifts of a day cannot overlap': 'error_shifts_overlap',
  'A shift needs a start and an end that differ': 'error_shift_empty',
  'A time is written HH:mm, from 00:00 to 24:00': 'error_time_format',
  'A day has at most 6 shifts': 'error_too_many_shifts',
  'Choose a country': 'error_country',
  'Choose the years': 'error_years',
};

export interface CalendarErrorText {
  key: string;
  params?: Record<string, string | number>;
  /** Shown as it came when there is no key for it. */
  text?: string;
}

/** What a refused change tells the planner, in their language. */
export function calendarErrorTexts(error: { code: string; message: string; details?: unknown }): CalendarErrorText[] {
  switch (error.code) {
    case 'CALENDAR_IN_USE': {
      const details = error.details as CalendarInUseDetails | undefined;
      return [{ key: 'error_in_use', params: { count: details?.count ?? 0 } }];
    }
    case 'NO_PERMISSION':
      return [{ key: 'error_read_only' }];
    case 'HOLIDAY_COUNTRY_UNKNOWN':
      return [{ key: 'error_country' }];
    case 'VALIDATION_FAILED': {
      const details = Array.isArray(error.details) ? (error.details as Array<{ message?: unknown }>) : [];
      const messages = [...new Set(details.map((d) => (typeof d.message === 'string' ? d.message : '')).filter((m) => m !== ''))];
      if (messages.length === 0) return [{ key: 'error_invalid' }];
      return messages.map((message) => {
        const key = VALIDATION_KEYS[message];
        return key === undefined ? { key: 'error_plain', text: message } : { key };
      });
    }
    default:
      return [{ key: 'error_plain', text: error.message }];
  }
}

/** The years offered for importing holidays: last year to four years on. */
export function holidayYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1, year + 2, year + 3, year + 4];
}

/** A workable exception's shifts as typed: `07:00-11:00, 13:00-15:00`; null when a part is not a time range. */
export function parseShiftsText(text: string): CalendarShift[] | null {
  const parts = text.split(/[,;]/).map((part) => part.trim()).filter((part) => part !== '');
  const shifts: CalendarShift[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/.exec(part);
    if (match === null) return null;
    shifts.push({ start: `${match[1]!.padStart(2, '0')}:${match[2]}`, end: `${match[3]!.padStart(2, '0')}:${match[4]}` });
  }
  return shifts;
}
