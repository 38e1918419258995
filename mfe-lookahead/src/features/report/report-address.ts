import { DEFAULT_WINDOW_WEEKS, isWindowWeeks } from '@tenon/lean';

/** How the report colours its tasks: by lean status (the plan's colours), by subcontract, or by progress. */
export const REPORT_COLOR_SCHEMAS = ['lean', 'subcontract', 'progress'] as const;
export type ReportColorSchema = (typeof REPORT_COLOR_SCHEMAS)[number];

/** Where the plan keeps the schedules the user chose for the report (spec part 3, 2.2: a saved list of ids). */
export const REPORT_IDS_STORAGE_KEY = 'tenon.lookahead.report.schedules';

const OBJECT_ID = /^[0-9a-f]{24}$/;

/**
 * The report's first day from its address. The spec writes dates as YYYY/MM/DD and the address carries them with
 * dashes, so the dashes become slashes before the date is read; null for anything that is not a calendar day.
 */
export function reportStartOf(week: string | undefined): string | null {
  if (week === undefined) return null;
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(week.replace(/-/g, '/'));
  if (match === null) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Weeks the address names, the default window's when it names none or something outside 1 to 8. */
export function reportWeeksOf(numWeeks: string | undefined): number {
  const weeks = Number(numWeeks);
  return numWeeks !== undefined && isWindowWeeks(weeks) ? weeks : DEFAULT_WINDOW_WEEKS;
}

export function colorSchemaOf(value: string | undefined): ReportColorSchema {
  return (REPORT_COLOR_SCHEMAS as readonly string[]).includes(value ?? '') ? (value as ReportColorSchema) : 'lean';
}

/** Schedule ids kept in storage: a JSON list; anything else reads as no choice. */
export function savedScheduleIds(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && OBJECT_ID.test(id)))] : [];
  } catch {
    return [];
  }
}

/**
 * The schedules the report shows: those its address names (the server's print has no storage), else those saved,
 * kept to the project's own; with none left, the schedule the user is on.
 */
export function reportScheduleIds(named: string[], saved: string[], projectSchedules: string[], current: string | null): string[] {
  const known = new Set(projectSchedules);
  const chosen = (named.length > 0 ? named : saved).filter((id) => known.has(id));
  if (chosen.length > 0) return [...new Set(chosen)];
  return current !== null && known.has(current) ? [current] : [];
}

export interface ReportAddress {
  start: string;
  colorSchema: ReportColorSchema;
  weeks: number;
  /** The variant the plan opens in a new tab. */
  newTab: boolean;
  projectId: string;
  scheduleIds: string[];
}

/** /reportlookahead/week/all[NewTab]/{week}/{colorSchema}/{numWeeks}?projectId=…&schedules=…, the week with dashes. */
export function lookaheadReportPath(address: ReportAddress): string {
  const query = new URLSearchParams({ projectId: address.projectId, schedules: address.scheduleIds.join(',') });
  return `/reportlookahead/week/${address.newTab ? 'allNewTab' : 'all'}/${address.start}/${address.colorSchema}/${address.weeks}?${query.toString()}`;
}

/** Ids a `schedules=a,b` query names. */
export function namedScheduleIds(value: string | null): string[] {
  return (value ?? '').split(',').filter((id) => OBJECT_ID.test(id));
}
