import type { ScheduleScope } from '@tenon/contracts/types';
import { API_BASE } from '../api/api-client';
import { sendEarlyRead } from '../api/early-reads';
import { PROJECTS_PATH, schedulesPath } from '../api/projects-api';
import { moduleForPath } from './module-routes';
import { toIsoDate } from '../format/date-format';
import { selectionStore, type Selection } from '../selection/selection-store';
import { sessionStore } from '../session/session-store';
import { savedViewsPath } from '../views/saved-views.api';

/** The weekly plan's read of the week holding `date` (any day of it). */
export function weekReadPath({ projectId, scheduleId }: ScheduleScope, date: string): string {
  return `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/weeks?date=${encodeURIComponent(date)}`;
}

/** The lookahead's read of the window of `weeks` weeks from the planning week holding `start`. */
export function lookaheadWindowPath({ projectId, scheduleId }: ScheduleScope, start: string, weeks: number): string {
  return `/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/tasks?start=${encodeURIComponent(start)}&weeks=${weeks}`;
}

/** The master plan's read of a schedule's whole plan, as the Gantt opens it. */
export function planReadPath({ projectId, scheduleId }: ScheduleScope): string {
  return `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/plan`;
}

/** The master plan's list of a schedule's baselines, which names the active one the Gantt draws. */
export function baselinesReadPath({ projectId, scheduleId }: ScheduleScope): string {
  return `/masterplan/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/baselines`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOr = (asked: string | null, today: string) => (asked !== null && ISO_DATE.test(asked) ? asked : today);

/** A page whose first reads decide when it is usable: its address, the place it opens and those reads. */
interface FirstReadPage {
  path: RegExp;
  /** `stored` is the selection kept for this company, when it names a project and schedule. */
  placeOf: (matched: RegExpExecArray, stored: ScheduleScope | null) => ScheduleScope | null;
  reads: (place: ScheduleScope, query: URLSearchParams, today: string) => string[];
}

/** A deep link names the project and schedule; the page's own address opens the stored selection. */
const linkedOrStored = ([, projectId, scheduleId]: RegExpExecArray, stored: ScheduleScope | null): ScheduleScope | null =>
  projectId !== undefined && scheduleId !== undefined ? { projectId: decodeURIComponent(projectId), scheduleId: decodeURIComponent(scheduleId) } : stored;

const PAGES: readonly FirstReadPage[] = [
  {
    path: /^\/weeklyplan\/commintments(?:\/([^/]+)\/([^/]+))?\/?$/,
    placeOf: linkedOrStored,
    reads: (place, query, today) => [weekReadPath(place, dateOr(query.get('date'), today))],
  },
  {
    path: /^\/lookahead\/planification(?:\/([^/]+)\/([^/]+))?\/?$/,
    placeOf: linkedOrStored,
    // The user's views decide how the plan looks, and without weeks in the link the window's length too.
    reads: (place, query, today) => {
      const weeks = query.get('weeks');
      const views = savedViewsPath('lookahead', place.projectId, place.scheduleId);
      return weeks !== null && /^\d{1,2}$/.test(weeks) ? [lookaheadWindowPath(place, dateOr(query.get('start'), today), Number(weeks)), views] : [views];
    },
  },
  {
    // The Gantt's address names its schedule; the project is the selected one.
    path: /^\/gantt\/([^/]+)\/ganttchart\/?$/,
    placeOf: ([, scheduleId], stored) => (stored === null || scheduleId === undefined ? null : { projectId: stored.projectId, scheduleId: decodeURIComponent(scheduleId) }),
    // The baselines' list names the active baseline, whose bars are read beside the plan's; the views, its columns.
    reads: (place) => [planReadPath(place), baselinesReadPath(place), savedViewsPath('masterplan', place.projectId, place.scheduleId)],
  },
];

/**
 * The API paths the page at this address reads first, as that page will ask for them, so that the shell can send them
 * while the page's code loads: on a module's page, the projects and the schedules of the project it opens (the header's
 * selection, which the page waits for), then the page's own first read.
 */
export function firstReadsFor(pathname: string, search: string, selection: Selection, companyId: string, today: string): string[] {
  if (moduleForPath(pathname) === null) return [];
  const ours = selection.companyId === companyId;
  const stored = ours && selection.projectId !== null && selection.scheduleId !== null ? { projectId: selection.projectId, scheduleId: selection.scheduleId } : null;
  let place: ScheduleScope | null = null;
  let reads: string[] = [];
  for (const page of PAGES) {
    const matched = page.path.exec(pathname);
    if (matched === null) continue;
    place = page.placeOf(matched, stored);
    if (place !== null) reads = page.reads(place, new URLSearchParams(search), today);
    break;
  }
  const projectId = place?.projectId ?? (ours ? selection.projectId : null);
  return [PROJECTS_PATH, ...(projectId === null ? [] : [schedulesPath(projectId)]), ...reads];
}

/** Sends the first reads of the page being opened, when a company session is already stored (a reload, a link). */
export function sendFirstReads(location: Pick<Location, 'pathname' | 'search'>): void {
  const session = sessionStore.getState().companySession;
  if (session === null) return;
  for (const path of firstReadsFor(location.pathname, location.search, selectionStore.getSelection(), session.company.id, toIsoDate(new Date()))) {
    sendEarlyRead(`${API_BASE}${path}`, session.sessionToken);
  }
}
