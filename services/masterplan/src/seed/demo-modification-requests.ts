import type { PlanActivity, PlanLink } from '@tenon/contracts';
import { DEMO_STATUS_DATE, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import type { ModificationRequestRecord } from '../modification-requests/modification-request.schema';

/** Fixed ids: a second seeding meets its own rows. */
const WAITING_ID = '7e4e00b20000000000000001';
const APPROVED_ID = '7e4e00b20000000000000002';

/** The same wall-clock time a number of calendar days later (whole weeks keep the weekday, so a working day stays one). */
function daysLater(wallClock: string, days: number): string {
  const date = new Date(`${wallClock.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}${wallClock.slice(10)}`;
}

/**
 * Two change requests on Tower A, as the lookahead would have raised them: one waiting, on a task not started yet
 * that has successors (approving it shows them move), and one approved earlier, whose dates are the plan's now.
 */
export function demoModificationRequests(activities: readonly PlanActivity[], links: readonly PlanLink[]): Array<Omit<ModificationRequestRecord, 'companyId'>> {
  const withSuccessors = new Set(links.map((link) => link.predecessorId));
  const future = activities.filter((a) => a.kind === 'task' && a.progress === 0 && a.start.slice(0, 10) > DEMO_STATUS_DATE);
  const waiting = future.find((a) => withSuccessors.has(a.id));
  const approved = future.find((a) => a !== waiting);
  const base = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, resolvedBy: null, resolvedAt: null };
  const requests: Array<Omit<ModificationRequestRecord, 'companyId'>> = [];
  if (waiting !== undefined) {
    requests.push({
      ...base,
      _id: WAITING_ID,
      activityId: waiting.id,
      activityName: waiting.name,
      correlativeId: waiting.correlativeId,
      type: 'both',
      state: 'waiting',
      description: 'Crew available one week later than planned',
      startOriginal: waiting.start,
      endOriginal: waiting.finish,
      startNew: daysLater(waiting.start, 7),
      endNew: daysLater(waiting.finish, 7),
      requesterId: demoUserByRole('lastplanner').id,
      requestedAt: new Date(`${DEMO_STATUS_DATE}T15:00:00Z`),
    });
  }
  if (approved !== undefined) {
    requests.push({
      ...base,
      _id: APPROVED_ID,
      activityId: approved.id,
      activityName: approved.name,
      correlativeId: approved.correlativeId,
      type: 'end',
      state: 'approved',
      description: 'Material delivery confirmed two days earlier',
      startOriginal: approved.start,
      endOriginal: daysLater(approved.finish, 2),
      startNew: approved.start,
      endNew: approved.finish,
      requesterId: demoUserByRole('superintendent').id,
      requestedAt: new Date(`${DEMO_STATUS_DATE}T09:00:00Z`),
      resolvedBy: demoUserByRole('planner').id,
      resolvedAt: new Date(`${DEMO_STATUS_DATE}T11:00:00Z`),
    });
  }
  return requests;
}
