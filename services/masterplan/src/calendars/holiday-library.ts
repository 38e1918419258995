import Holidays, { type HolidaysTypes } from 'date-holidays';
import type { CalendarException, PublicHoliday } from '@tenon/contracts';

/**
 * Public holidays from `date-holidays` (docs/decisions.md): rules for about 200 countries kept up to date by its
 * maintainers, computed offline (Easter-based, substitute days), with names in the country's and other languages.
 */

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The library's holidays as days off: public ones only (not observances, optional or bank days), each from its local
 * date over as many days as it lasts, one entry per first day (a substitute day is its own entry).
 */
export function toPublicHolidays(holidays: readonly HolidaysTypes.Holiday[]): PublicHoliday[] {
  const byDay = new Map<string, PublicHoliday>();
  for (const holiday of holidays) {
    if (holiday.type !== 'public') continue;
    const fromDate = holiday.date.slice(0, 10);
    const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    const existing = byDay.get(fromDate);
    // Two holidays on one day are one day off, named after both.
    if (existing !== undefined) existing.name = `${existing.name} / ${holiday.name}`;
    else byDay.set(fromDate, { name: holiday.name, fromDate, toDate: addDays(fromDate, days - 1) });
  }
  return [...byDay.values()].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
}

/** Marks the holidays the calendar already has as a day off on exactly those days. */
export function markExisting(holidays: readonly PublicHoliday[], exceptions: readonly CalendarException[]): PublicHoliday[] {
  const present = new Set(exceptions.filter((e) => !e.working && e.every === 'DAILY').map((e) => `${e.fromDate}/${e.toDate}`));
  return holidays.map((holiday) => ({ ...holiday, alreadyInCalendar: present.has(`${holiday.fromDate}/${holiday.toDate}`) }));
}

/** The exceptions an import adds: the holidays kept, minus those already in the calendar. */
export function holidayExceptions(country: string, holidays: readonly PublicHoliday[], keep: readonly string[] | undefined): CalendarException[] {
  const kept = keep === undefined ? undefined : new Set(keep);
  return holidays
    .filter((holiday) => holiday.alreadyInCalendar !== true && (kept === undefined || kept.has(holiday.fromDate)))
    .map((holiday) => ({ name: holiday.name, fromDate: holiday.fromDate, toDate: holiday.toDate, every: 'DAILY', working: false, shifts: [], source: `holidays:${country}` }));
}

export class HolidayLibrary {
  private readonly codes = new Set(Object.keys(new Holidays().getCountries()));

  isCountry(code: string): boolean {
    return this.codes.has(code);
  }

  /** Country names in the asked language where the runtime knows them, the library's otherwise. */
  countries(language: string): Array<{ code: string; name: string }> {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    const library = new Holidays().getCountries(language);
    return Object.entries(library)
      .map(([code, name]) => ({ code, name: names.of(code) ?? name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }

  holidays(country: string, years: readonly number[], language: string): PublicHoliday[] {
    const library = new Holidays(country, { languages: [language] });
    return toPublicHolidays([...new Set(years)].sort().flatMap((year) => library.getHolidays(year, language)));
  }
}
