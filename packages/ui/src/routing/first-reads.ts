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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEKLY_PLAN = /^\/weeklyplan\/commintments(?:\/([^/]+)\/([^/]+))?\/?$/;

/**
 * The API paths the page at this address reads first, as that page will ask for them, so that the shell can send them
 * while the page's code loads. A deep link names its place; otherwise the page opens the stored selection of this
 * company. Only pages whose first read decides when they are usable are listed.
 */
export function firstReadsFor(pathname: string, search: string, selection: Selection, companyId: string, today: string): string[] {
  const weekly = WEEKLY_PLAN.exec(pathname);
  if (weekly === null) return [];
  const [, linkProjectId, linkScheduleId] = weekly;
  const place =
    linkProjectId !== undefined && linkScheduleId !== undefined
      ? { projectId: decodeURIComponent(linkProjectId), scheduleId: decodeURIComponent(linkScheduleId) }
      : selection.companyId === companyId && selection.projectId !== null && selection.scheduleId !== null
        ? { projectId: selection.projectId, scheduleId: selection.scheduleId }
        : null;
  if (place === null) return [];
  const asked = new URLSearchParams(search).get('date');
  return [weekReadPath(place, asked !== null && ISO_DATE.test(asked) ? asked : today)];
}

/** Sends the first reads of the page being opened, when a company session is already stored (a reload, a link). */
export function sendFirstReads(location: Pick<Location, 'pathname' | 'search'>): void {
  const session = sessionStore.getState().companySession;
  if (session === null) return;
  for (const path of firstReadsFor(location.pathname, location.search, selectionStore.getSelection(), session.company.id, toIsoDate(new Date()))) {
    sendEarlyRead(`${API_BASE}${path}`, session.sessionToken);
  }
}
