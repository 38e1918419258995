/**
 * Occurrence dates of monthly/yearly "n-th day / weekday / weekend day of the month" patterns, which the
 * model's recurrences (n-th Sunday..Saturday) cannot express: the reader lists them as single days instead.
 */
export type MonthDayKind = 'day' | 'weekday' | 'weekendDay';

function matches(kind: MonthDayKind, dayOfWeek: number): boolean {
  if (kind === 'day') return true;
  const weekend = dayOfWeek === 0 || dayOfWeek === 6;
  return kind === 'weekendDay' ? weekend : !weekend;
}

/** The position-th (1..4, 5 = last) matching day of a month, as YYYY-MM-DD. */
function nthDayOfMonth(year: number, month: number, position: number, kind: MonthDayKind): string | undefined {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const candidates: number[] = [];
  for (let day = 1; day <= days; day++) {
    if (matches(kind, new Date(Date.UTC(year, month, day)).getUTCDay())) candidates.push(day);
  }
  const day = position >= 5 ? candidates[candidates.length - 1] : candidates[position - 1];
  return day === undefined ? undefined : new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * Dates from `fromDate` to `toDate` (inclusive), every `everyMonths` months (12 for yearly patterns,
 * starting at `firstMonth` when given), at most `occurrences` of them.
 */
export function expandMonthlyPosition(options: {
  fromDate: string;
  toDate: string;
  everyMonths: number;
  position: number;
  kind: MonthDayKind;
  /** 0-based month for yearly patterns. */
  month?: number;
  occurrences?: number;
}): string[] {
  const { fromDate, toDate, everyMonths, position, kind, month, occurrences } = options;
  const start = new Date(`${fromDate}T00:00:00Z`);
  let year = start.getUTCFullYear();
  let monthIndex = start.getUTCMonth();
  if (month !== undefined) {
    if (monthIndex > month) year++;
    monthIndex = month;
  }
  const dates: string[] = [];
  const step = Math.max(1, everyMonths);
  for (let guard = 0; guard < 12000; guard++) {
    const date = nthDayOfMonth(year, monthIndex, position, kind);
    if (date !== undefined && date > toDate) break;
    if (date !== undefined && date >= fromDate) {
      dates.push(date);
      if (occurrences !== undefined && dates.length >= occurrences) break;
    }
    monthIndex += step;
    year += Math.floor(monthIndex / 12);
    monthIndex %= 12;
    if (`${year}` > toDate.slice(0, 4)) break;
  }
  return dates;
}
