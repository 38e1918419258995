import type { ProjectSummary } from '../access-common/access-types';

export const PROJECT_SORTS = ['name', 'variance', 'progress', 'start_date'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
/** Spec 2.11 and 9. */
export const DEFAULT_PROJECT_SORT: ProjectSort = 'start_date';
export const PROJECT_VIEWS = ['timeline', 'stages', 'cards'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

/** Stages shown as columns; deleted projects are hidden from lists (spec 4). */
export const VISIBLE_STAGES = ['started', 'inoperation', 'suspended', 'stopped', 'finished', 'archived'] as const;

export interface ProjectFilter {
  text: string;
  companyId: string | null;
}

export function filterProjects<P extends ProjectSummary>(projects: readonly P[], filter: ProjectFilter): P[] {
  const text = filter.text.trim().toLowerCase();
  return projects.filter(
    (project) =>
      project.stage !== 'deleted' &&
      (filter.companyId === null || project.companyId === filter.companyId) &&
      (text === '' || project.name.toLowerCase().includes(text)),
  );
}

/** progress − planned progress; null when the figures are missing. */
export function projectVariance(project: ProjectSummary): number | null {
  if (project.variance !== undefined && project.variance !== null) return project.variance;
  if (project.plannedProgress === undefined || project.plannedProgress === null || project.progress === null) return null;
  return project.progress - project.plannedProgress;
}

/** Missing figures sort after every known one. */
function figure(value: number | null, missing: number): number {
  return value ?? missing;
}

function startTime(project: ProjectSummary): number {
  return project.startDate === null ? Number.POSITIVE_INFINITY : Date.parse(project.startDate);
}

/** Name ascending; variance ascending (furthest behind first); progress descending; start date ascending; missing figures last. */
export function sortProjects<P extends ProjectSummary>(projects: readonly P[], sort: ProjectSort): P[] {
  const byName = (a: P, b: P) => a.name.localeCompare(b.name);
  const compare = (a: P, b: P): number => {
    switch (sort) {
      case 'name':
        return byName(a, b);
      case 'variance':
        return figure(projectVariance(a), Number.POSITIVE_INFINITY) - figure(projectVariance(b), Number.POSITIVE_INFINITY) || byName(a, b);
      case 'progress':
        return figure(b.progress, -1) - figure(a.progress, -1) || byName(a, b);
      case 'start_date':
        return startTime(a) - startTime(b) || byName(a, b);
      default: {
        const unknownSort: never = sort;
        throw new Error(`unknown sort ${String(unknownSort)}`);
      }
    }
  };
  return [...projects].sort(compare);
}

export function groupByStage<P extends ProjectSummary>(projects: readonly P[]): Array<{ stage: string; projects: P[] }> {
  return VISIBLE_STAGES.map((stage) => ({ stage, projects: projects.filter((project) => project.stage === stage) }));
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 7;
/** Spec 9: default zoom level 4 (a month per column). */
export const DEFAULT_ZOOM = 4;

export type TimelineUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';

/** Zoom 1 (whole years) to 7 (days): the tick unit and the width of one day in pixels. */
export function timelineScale(zoom: number): { unit: TimelineUnit; pxPerDay: number } {
  const level = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
  const scales: ReadonlyArray<{ unit: TimelineUnit; pxPerDay: number }> = [
    { unit: 'year', pxPerDay: 0.5 },
    { unit: 'quarter', pxPerDay: 1 },
    { unit: 'quarter', pxPerDay: 2 },
    { unit: 'month', pxPerDay: 4 },
    { unit: 'week', pxPerDay: 8 },
    { unit: 'week', pxPerDay: 16 },
    { unit: 'day', pxPerDay: 32 },
  ];
  return scales[level - 1] ?? { unit: 'month', pxPerDay: 4 };
}

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Math.floor(time / DAY_MS) * DAY_MS;
}

export interface TimelineRange {
  start: number;
  end: number;
}

/** From the first of the month of the earliest start to the end of the month of the latest finish; null when undated. */
export function timelineRange(projects: readonly ProjectSummary[]): TimelineRange | null {
  const starts = projects.flatMap((project) => (project.startDate === null ? [] : [utcDay(project.startDate)]));
  const ends = projects.flatMap((project) => (project.finishDate === null ? [] : [utcDay(project.finishDate)]));
  if (starts.length === 0 || ends.length === 0) return null;
  const first = new Date(Math.min(...starts));
  const last = new Date(Math.max(...ends));
  return {
    start: Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1),
    end: Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1),
  };
}

/** Left offset and width in pixels of a project's bar; null when it has no dates. */
export function timelineBar(
  project: { startDate: string | null; finishDate: string | null },
  range: TimelineRange,
  zoom: number,
): { left: number; width: number } | null {
  if (project.startDate === null || project.finishDate === null) return null;
  const { pxPerDay } = timelineScale(zoom);
  const start = utcDay(project.startDate);
  const finish = utcDay(project.finishDate);
  const left = ((start - range.start) / DAY_MS) * pxPerDay;
  const width = Math.max(((finish - start) / DAY_MS + 1) * pxPerDay, 4);
  return { left, width };
}

/** Tick marks of the time axis: the date each tick starts and its pixel offset. */
export function timelineTicks(range: TimelineRange, zoom: number): Array<{ time: number; left: number }> {
  const { unit, pxPerDay } = timelineScale(zoom);
  const ticks: Array<{ time: number; left: number }> = [];
  let cursor = new Date(range.start);
  if (unit === 'week') {
    const weekday = (cursor.getUTCDay() + 6) % 7; // back to Monday
    cursor = new Date(range.start - weekday * DAY_MS);
  }
  while (cursor.getTime() < range.end && ticks.length < 2000) {
    const time = cursor.getTime();
    ticks.push({ time, left: ((time - range.start) / DAY_MS) * pxPerDay });
    const next = new Date(cursor);
    switch (unit) {
      case 'year':
        next.setUTCFullYear(next.getUTCFullYear() + 1, 0, 1);
        break;
      case 'quarter':
        next.setUTCMonth(next.getUTCMonth() + 3 - (next.getUTCMonth() % 3), 1);
        break;
      case 'month':
        next.setUTCMonth(next.getUTCMonth() + 1, 1);
        break;
      case 'week':
        next.setUTCDate(next.getUTCDate() + 7);
        break;
      case 'day':
        next.setUTCDate(next.getUTCDate() + 1);
        break;
      default: {
        const unknownUnit: never = unit;
        throw new Error(`unknown unit ${String(unknownUnit)}`);
      }
    }
    cursor = next;
  }
  return ticks;
}

export function timelineWidth(range: TimelineRange, zoom: number): number {
  return ((range.end - range.start) / DAY_MS) * timelineScale(zoom).pxPerDay;
}
