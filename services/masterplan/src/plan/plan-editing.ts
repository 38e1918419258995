import type { OutsideSubcontractDetails, PermissionCode, PlanActivity, PlanEditing, PlanLink, SavePlanData } from '@tenon/contracts';
import { editingScopeOf } from '@tenon/service-kit';
import type { PlanRows } from './plan-rules';

/**
 * What the caller may change, from the code the gateway read off their session for the Gantt and the subcontract their
 * membership binds them to (a subtrade without a subcontract gets no editable rows, spec part 2, 6). A caller without a
 * Gantt code (another service asking) changes nothing.
 */
export function planEditingOf(code: PermissionCode | undefined, subcontractId: string | null): PlanEditing {
  return editingScopeOf(code, subcontractId) ?? { scope: 'none' };
}

/**
 * Fields an activity of another subcontract may take from a save of a subcontractor: its dates follow from the logic
 * the subcontractor's own activities drive, and its position among siblings from rows added or moved around it.
 */
const derivedFields = new Set<keyof PlanActivity>(['start', 'finish', 'order']);

function changesOnlyDerivedFields(before: PlanActivity, after: PlanActivity): boolean {
  for (const key of Object.keys({ ...before, ...after }) as Array<keyof PlanActivity>) {
    if (derivedFields.has(key)) continue;
    // A parent's progress is the roll-up of its children's, which the subcontractor's progress entries move.
    if (key === 'progress' && before.kind === 'summary' && after.kind === 'summary') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return false;
  }
  return true;
}

/**
 * The rows of a save that reach past the subcontract: an activity it creates, changes or deletes must be of the
 * subcontract before and after (so none is moved into or out of it), and a link it creates, changes or deletes must join
 * two of the subcontract's activities before and after. Empty lists: the save stays within the subcontract.
 */
export function rowsOutsideSubcontract(
  current: PlanRows,
  change: Pick<SavePlanData, 'activities' | 'links'>,
  subcontractId: string,
): OutsideSubcontractDetails {
  const outside = new Map<string, PlanActivity>();
  const next = new Map(current.activities);
  for (const activity of change.activities.upsert) next.set(activity.id, activity);
  const ownBefore = (id: string) => current.activities.get(id)?.subcontractId === subcontractId;
  // An activity moved into the subcontract by this very save is not its own yet.
  const ownAfter = (id: string) => next.get(id)?.subcontractId === subcontractId && (!current.activities.has(id) || ownBefore(id));

  for (const activity of change.activities.upsert) {
    const before = current.activities.get(activity.id);
    if (!ownAfter(activity.id) && (before === undefined || !changesOnlyDerivedFields(before, activity))) outside.set(activity.id, before ?? activity);
  }
  for (const id of change.activities.delete) {
    const before = current.activities.get(id);
    if (before !== undefined && before.subcontractId !== subcontractId) outside.set(id, before);
  }

  const linkIds: string[] = [];
  const joinsOwn = (link: PlanLink | undefined, own: (id: string) => boolean) => link === undefined || (own(link.predecessorId) && own(link.successorId));
  for (const link of change.links.upsert) {
    if (!joinsOwn(current.links.get(link.id), ownBefore) || !joinsOwn(link, ownAfter)) linkIds.push(link.id);
  }
  for (const id of change.links.delete) {
    if (!joinsOwn(current.links.get(id), ownBefore)) linkIds.push(id);
  }

  const activities = [...outside.values()].map((a) => ({ id: a.id, correlativeId: a.correlativeId, name: a.name }));
  return { activities, linkIds };
}

export function reachesOutside(details: OutsideSubcontractDetails): boolean {
  return details.activities.length > 0 || details.linkIds.length > 0;
}
