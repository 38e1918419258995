import type { DemoCalendar } from './demo-calendar';

/** Working days of a calendar counted from a first working day, as YYYY-MM-DD strings. */
export class WorkingDays {
  private readonly days: string[] = [];
  private readonly holidays: Set<string>;

  constructor(
    private readonly calendar: DemoCalendar,
    private readonly firstDay: string,
  ) {
    this.holidays = new Set(calendar.exceptions.filter((e) => !e.working).flatMap((e) => (e.every === 'YEARLY' ? yearlyDates(e.fromDate, e.toDate) : datesBetween(e.fromDate, e.toDate))));
  }

  /** The working day with this index (0 = the first working day on or after firstDay). */
  dateOf(index: number): string {
    let cursor = this.days.length === 0 ? addDays(this.firstDay, -1) : this.days[this.days.length - 1]!;
    while (this.days.length <= index) {
      cursor = addDays(cursor, 1);
      if (this.isWorking(cursor)) this.days.push(cursor);
    }
    return this.days[index]!;
  }

  /** The index of the last working day on or before `date` (-1 before the first). */
  indexOf(date: string): number {
    while (this.dateOf(this.days.length === 0 ? 0 : this.days.length - 1) <= date) this.dateOf(this.days.length);
    let index = this.days.length - 1;
    while (index >= 0 && this.days[index]! > date) index--;
    return index;
  }

  isWorking(date: string): boolean {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return this.calendar.workingDays[weekday] === 1 && !this.holidays.has(date);
  }
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** fromDate's month and day in each year up to toDate. */
function yearlyDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let year = Number(from.slice(0, 4)); ; year++) {
    const date = `${year}${from.slice(4)}`;
    if (date > to) return dates;
    dates.push(date);
  }
}
