import { API_BASE } from '../api/api-client';
import { sendEarlyRead } from '../api/early-reads';
import { toIsoDate } from '../format/date-format';
import { selectionStore, type Selection } from '../selection/selection-store';
import { sessionStore } from '../session/session-store';
import type { SchedulePlace } from '../realtime/realtime-client';


/** The weekly plan's read of the week holding `date` (any day of it). */
export function weekReadPath({ projectId, scheduleId }: SchedulePlace, date: string): string {
  return `/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/weeks?date=${encodeURIComponent(date)}`;
}

/** The lookahead's read of the window of `weeks` weeks from the planning week holding `start`. */
export function lookaheadWindowPath({ projectId, scheduleId }: SchedulePlace, start: string, weeks: number): string {
  return `/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/tasks?start=${encodeURIComponent(start)}&weeks=${weeks}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOr = (asked: string | null, today: string) => (asked !== null && ISO_DATE.test(asked) ? asked : today);

/** A page whose first read decides when it is usable: its address (a deep link names the place) and that read. */
interface FirstReadPage {
  path: RegExp;
  read: (place: SchedulePlace, query: URLSearchParams, today: string) => string | null;
}

const PAGES: readonly FirstReadPage[] = [
  { path: /^\/weeklyplan\/commintments(?:\/([^/]+)\/([^/]+))?\/?$/, read: (place, query, today) => weekReadPath(place, dateOr(query.get('date'), today)) },
  {
    path: /^\/lookahead\/planification(?:\/([^/]+)\/([^/]+))?\/?$/,
    // Without weeks in the link the window's length comes from the saved view, known only once the page reads it.
    read: (place, query, today) => {
      const weeks = query.get('weeks');
      return weeks !== null && /^\d{1,2}$/.test(weeks) ? lookaheadWindowPath(place, dateOr(query.get('start'), today), Number(weeks)) : null;
    },
  },
];

/**
 * The API paths the page at this address reads first, as that page will ask for them, so that the shell can send them
 * while the page's code loads. A deep link names its place; otherwise the page opens the stored selection of this
 * company.
 */
export function firstReadsFor(pathname: string, search: string, selection: Selection, companyId: string, today: string): string[] {
  for (const page of PAGES) {
    const matched = page.path.exec(pathname);
    if (matched === null) continue;
    const [, linkProjectId, linkScheduleId] = matched;
    const place =
      linkProjectId !== undefined && linkScheduleId !== undefined
        ? { projectId: decodeURIComponent(linkProjectId), scheduleId: decodeURIComponent(linkScheduleId) }
        : selection.companyId === companyId && selection.projectId !== null && selection.scheduleId !== null
          ? { projectId: selection.projectId, scheduleId: selection.scheduleId }
          : null;
    const read = place === null ? null : page.read(place, new URLSearchParams(search), today);
    return read === null ? [] : [read];
  }
  return [];
}

/** Sends the first reads of the page being opened, when a company session is already stored (a reload, a link). */
export function sendFirstReads(location: Pick<Location, 'pathname' | 'search'>): void {
  const session = sessionStore.getState().companySession;
  if (session === null) return;
  for (const path of firstReadsFor(location.pathname, location.search, selectionStore.getSelection(), session.company.id, toIsoDate(new Date()))) {
    sendEarlyRead(`${API_BASE}${path}`, session.sessionToken);
  }
}
