import type { CncTypeView, CncView } from '@tenon/contracts/types';
import { planningWeekByNumber, planningWeekOf } from '@tenon/lean';

/** How many of the week's causes fall under one CNC type, and their share of the week's causes. */
export interface CausesOfType {
  typeId: string;
  label: string;
  count: number;
  /** 0..100, rounded to whole points. */
  share: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The week report's address (spec part 2, 2.11: /report/week/all/{week}/{planificationday}/{year}/{start}/{end}). Its
 * path names no project, so the schedule travels in the query: the server's print browser has no selection of its own.
 */
export function weekSummaryPath(
  place: { projectId: string; scheduleId: string },
  week: { week: number; year: number; start: string; end: string },
  planificationDay: number,
): string {
  const query = new URLSearchParams({ projectId: place.projectId, scheduleId: place.scheduleId });
  return `/report/week/all/${week.week}/${planificationDay}/${week.year}/${week.start}/${week.end}?${query.toString()}`;
}

/**
 * The first day of the week a report address names: its {start} when that is a real first day of a planning week,
 * otherwise the week found by number and year. Null when neither names a week.
 */
export function weekStartOfReport(params: { week?: string; planificationDay?: string; year?: string; start?: string }): string | null {
  const planificationDay = Number(params.planificationDay);
  if (!Number.isInteger(planificationDay) || planificationDay < 0 || planificationDay > 6) return null;
  if (params.start !== undefined && DATE.test(params.start)) {
    try {
      const week = planningWeekOf(params.start, planificationDay);
      if (week.start === params.start) return week.start;
    } catch {
      // Not a calendar date: fall back to the week number.
    }
  }
  const number = Number(params.week);
  const year = Number(params.year);
  if (!Number.isInteger(number) || !Number.isInteger(year)) return null;
  return planningWeekByNumber(year, number, planificationDay)?.start ?? null;
}

/** The week's causes counted by type, most frequent first (ties by name); types with none are left out. */
export function causesByType(cncs: readonly Pick<CncView, 'typeId'>[], types: readonly CncTypeView[], label: (type: CncTypeView | undefined) => string): CausesOfType[] {
  const counts = new Map<string, number>();
  for (const cnc of cncs) counts.set(cnc.typeId, (counts.get(cnc.typeId) ?? 0) + 1);
  const byId = new Map(types.map((type) => [type.id, type]));
  return [...counts]
    .map(([typeId, count]) => ({ typeId, label: label(byId.get(typeId)), count, share: Math.round((count / cncs.length) * 100) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Where the export route (spec part 2, 2.11) leads: `type=commitment` to the commitment report, `type=closure` to the
 * closure report, of the week named by `planificationDay`, `week` and (optionally) `year`; null for anything else.
 */
export function weeklyExportTarget(place: { projectId: string; scheduleId: string }, query: URLSearchParams): string | null {
  const type = query.get('type');
  const planificationDay = Number(query.get('planificationDay'));
  const week = Number(query.get('week'));
  const year = Number(query.get('year') ?? new Date().getFullYear());
  if (type !== 'commitment' && type !== 'closure') return null;
  if (!Number.isInteger(planificationDay) || planificationDay < 0 || planificationDay > 6 || planningWeekByNumber(year, week, planificationDay) === null) return null;
  if (!/^[0-9a-f]{24}$/.test(place.projectId) || !/^[0-9a-f]{24}$/.test(place.scheduleId)) return null;
  const keep = query.get('print') === '1' ? '&print=1' : '';
  return type === 'commitment'
    ? `/reportcommit/week/all/${planificationDay}/${week}/${place.projectId}/${place.scheduleId}/${year}${keep === '' ? '' : `?${keep.slice(1)}`}`
    : `/reportcommitclose/week/all/${planificationDay}/${week}/${place.projectId}/${place.scheduleId}?year=${year}${keep}`;
}
