import type { BaselinePoint, Calendar, PlanActivity, PlanLink, ScheduledActivity } from '@tenon/contracts/types';
import { outlineRows } from '@tenon/gantt';

/** One activity as the exports list it: in outline order, with what a planner reads in MS Project's or P6's table. */
export interface ScheduleRow {
  activityId: string;
  outlineLevel: number;
  /** Outline number, e.g. `2.1.3`. */
  wbs: string;
  id: number;
  name: string;
  kind: PlanActivity['kind'];
  /** Working days. */
  duration: number;
  /** `YYYY-MM-DDTHH:mm` */
  start: string;
  finish: string;
  baselineStart: string | null;
  baselineFinish: string | null;
  progress: number;
  /** Budgeted cost and man-hours; null when not set. */
  cost: number | null;
  hhWorkTime: number | null;
  /** `12FS+2d, 14SS`: the predecessors' IDs with link type and lag in working days. */
  predecessors: string;
  calendar: string;
  /** Null until the critical path has been computed. */
  critical: boolean | null;
  /** Working days; null until the critical path has been computed. */
  totalFloat: number | null;
}

export interface ScheduleRowsInput {
  activities: readonly PlanActivity[];
  links: readonly PlanLink[];
  minutesPerDay: number;
  calendars: readonly Pick<Calendar, 'id' | 'name' | 'isDefault'>[];
  /** The active baseline's points, if the schedule has one. */
  baseline: readonly BaselinePoint[] | null;
  /** The engine's answer, for the critical flag and total float. */
  scheduled: readonly Pick<ScheduledActivity, 'id' | 'critical' | 'totalFloat'>[] | null;
}

/** Days to one decimal: what the Gantt shows, without float noise such as 2.0000001. */
function days(minutes: number, minutesPerDay: number): number {
  return Math.round((minutes / minutesPerDay) * 10) / 10;
}

export function linkText(correlativeId: number | undefined, link: Pick<PlanLink, 'type' | 'lag'>, minutesPerDay: number): string {
  const lag = days(link.lag, minutesPerDay);
  return `${correlativeId ?? '?'}${link.type}${lag === 0 ? '' : `${lag > 0 ? '+' : ''}${lag}d`}`;
}

export function scheduleRows(input: ScheduleRowsInput): ScheduleRow[] {
  const perDay = input.minutesPerDay > 0 ? input.minutesPerDay : 480;
  const correlatives = new Map(input.activities.map((activity) => [activity.id, activity.correlativeId]));
  const predecessors = new Map<string, PlanLink[]>();
  for (const link of input.links) predecessors.set(link.successorId, [...(predecessors.get(link.successorId) ?? []), link]);
  const calendarNames = new Map(input.calendars.map((calendar) => [calendar.id, calendar.name]));
  const defaultCalendar = input.calendars.find((calendar) => calendar.isDefault)?.name ?? '';
  const baseline = new Map((input.baseline ?? []).map((point) => [point.activityId, point]));
  const scheduled = new Map((input.scheduled ?? []).map((activity) => [activity.id, activity]));

  const numbers = new Map<string | null, string>([[null, '']]);
  const siblingsSeen = new Map<string | null, number>();
  return outlineRows(input.activities).map(({ item, depth }) => {
    const parent = item.parentId !== null && numbers.has(item.parentId) ? item.parentId : null;
    const position = (siblingsSeen.get(parent) ?? 0) + 1;
    siblingsSeen.set(parent, position);
    const prefix = numbers.get(parent) ?? '';
    const wbs = prefix === '' ? String(position) : `${prefix}.${position}`;
    numbers.set(item.id, wbs);
    const point = baseline.get(item.id);
    const engine = scheduled.get(item.id);
    return {
      activityId: item.id,
      outlineLevel: depth + 1,
      wbs,
      id: item.correlativeId,
      name: item.name,
      kind: item.kind,
      duration: days(item.duration, perDay),
      start: item.start,
      finish: item.finish,
      baselineStart: point?.start ?? null,
      baselineFinish: point?.finish ?? null,
      progress: item.progress,
      cost: item.cost ?? null,
      hhWorkTime: item.hhWorkTime ?? null,
      predecessors: (predecessors.get(item.id) ?? [])
        .map((link) => ({ link, id: correlatives.get(link.predecessorId) }))
        .sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
        .map(({ link, id }) => linkText(id, link, perDay))
        .join(', '),
      calendar: item.calendarId === null ? defaultCalendar : (calendarNames.get(item.calendarId) ?? item.calendarId),
      critical: engine?.critical ?? null,
      totalFloat: engine === undefined ? null : days(engine.totalFloat, perDay),
    };
  });
}

export type ScheduleSheetColumn =
  | 'outlineLevel'
  | 'wbs'
  | 'id'
  | 'name'
  | 'duration'
  | 'start'
  | 'finish'
  | 'baselineStart'
  | 'baselineFinish'
  | 'progress'
  | 'cost'
  | 'hhWorkTime'
  | 'predecessors'
  | 'calendar'
  | 'critical'
  | 'totalFloat';
export type ScheduleSheetCell = string | number | Date | null;

/** Every column of the schedule sheet, in order. */
export const SHEET_COLUMNS: readonly ScheduleSheetColumn[] = ['outlineLevel', 'wbs', 'id', 'name', 'duration', 'start', 'finish', 'baselineStart', 'baselineFinish', 'progress', 'cost', 'hhWorkTime', 'predecessors', 'calendar', 'critical', 'totalFloat'];

/** The wall-clock date as a spreadsheet date: written as UTC so the cell reads the same time wherever it is opened. */
export function sheetDate(wallClock: string | null): Date | null {
  if (wallClock === null) return null;
  return new Date(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}:00Z`);
}

/** Header line and one line per activity; the baseline columns only when the schedule has a baseline. */
export function scheduleSheet(rows: readonly ScheduleRow[], headers: Record<ScheduleSheetColumn | 'yes' | 'no', string>, hasBaseline: boolean): { columns: ScheduleSheetColumn[]; lines: ScheduleSheetCell[][] } {
  const columns = SHEET_COLUMNS.filter((column) => hasBaseline || (column !== 'baselineStart' && column !== 'baselineFinish'));
  const cell = (row: ScheduleRow, column: ScheduleSheetColumn): ScheduleSheetCell => {
    switch (column) {
      case 'start':
      case 'finish':
      case 'baselineStart':
      case 'baselineFinish':
        return sheetDate(row[column]);
      case 'critical':
        return row.critical === null ? null : row.critical ? headers.yes : headers.no;
      case 'name':
        // A name that starts like a formula is text, not something a spreadsheet should run.
        return /^[=+\-@]/.test(row.name) ? `'${row.name}` : row.name;
      default:
        return row[column];
    }
  };
  return { columns, lines: [columns.map((column) => headers[column]), ...rows.map((row) => columns.map((column) => cell(row, column)))] };
}
