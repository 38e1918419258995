import type { Calendar, CalendarException as StoredException } from '@tenon/contracts';
import type { TaktWorkingDays } from '@tenon/lean';
import { compileCalendars, dayFromIsoDate, weekdayOf, type CalendarDef, type CalendarException, type Recurrence, type Shift } from '@tenon/scheduling';

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

function recurrenceOf(exception: StoredException): Recurrence | undefined {
  const [, month, day] = exception.fromDate.split('-').map(Number);
  switch (exception.every) {
    case 'DAILY':
      return undefined;
    case 'WEEKLY':
      return { kind: 'weekly', every: 1, daysOfWeek: [weekdayOf(dayFromIsoDate(exception.fromDate))] };
    case 'MONTHLY':
      return { kind: 'monthlyByDay', every: 1, day: day ?? 1 };
    case 'YEARLY':
      return { kind: 'yearlyByDay', month: month ?? 1, day: day ?? 1 };
  }
}

/**
 * The schedule's calendar as the scheduling engine compiles it (working weekdays, holidays and workable days, recurring
 * ones kept to `window`), so the takt plan skips the same days as the master plan. Only whether a day works matters
 * here, so shift lengths are taken as stored.
 */
export function taktWorkingDaysOf(calendar: Calendar, window: { fromDate: string; toDate: string }): TaktWorkingDays {
  const shifts: Shift[] = calendar.shifts.map((s) => ({ from: minuteOf(s.start), to: minuteOf(s.end) }));
  const exceptions: CalendarException[] = calendar.exceptions.flatMap((exception) => {
    const recurrence = recurrenceOf(exception);
    const own = exception.working ? (exception.shifts.length > 0 ? exception.shifts.map((s) => ({ from: minuteOf(s.start), to: minuteOf(s.end) })) : shifts) : [];
    const base = { name: exception.name, working: exception.working, shifts: own };
    if (recurrence === undefined) return [{ ...base, fromDate: exception.fromDate, toDate: exception.toDate }];
    const fromDate = exception.fromDate > window.fromDate ? exception.fromDate : window.fromDate;
    const toDate = exception.toDate < window.toDate ? exception.toDate : window.toDate;
    return toDate < fromDate ? [] : [{ ...base, fromDate, toDate, recurrence }];
  });
  const def: CalendarDef = {
    id: calendar.id,
    name: calendar.name,
    week: calendar.workingDays.map((flag) => ({ working: flag === 1, shifts: flag === 1 ? shifts : [] })),
    exceptions,
  };
  return compileCalendars([def]).get(calendar.id)!;
}
