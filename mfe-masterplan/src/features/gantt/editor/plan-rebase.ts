import type { PlanActivity } from '@tenon/contracts';
import { rebaseRows } from '@tenon/gantt';
import { nextCorrelativeId, type PlanState } from './plan-edits';

export interface RebasedPlan {
  state: PlanState;
  /** Activities and links both sides changed: mine were kept. */
  overlaps: number;
  /** Links dropped because an activity at one end is gone from the newer version. */
  droppedLinks: number;
}

/**
 * My unsaved edits carried onto a version someone saved meanwhile, so a save conflict costs no work: what I changed
 * wins, what they changed elsewhere stays. The plan stays whole: links lose a vanished end, rows lose a vanished
 * parent, and my new rows whose ID they took get the next free ones.
 */
export function rebasePlan(base: PlanState, mine: PlanState, theirs: PlanState): RebasedPlan {
  const activities = rebaseRows(base.activities, mine.activities, theirs.activities);
  const links = rebaseRows(base.links, mine.links, theirs.links);
  const ids = new Set(activities.rows.map((a) => a.id));
  const keptLinks = links.rows.filter((l) => ids.has(l.predecessorId) && ids.has(l.successorId));

  const theirIds = new Set(theirs.activities.map((a) => a.id));
  const taken = new Set(theirs.activities.filter((a) => ids.has(a.id)).map((a) => a.correlativeId));
  let next = nextCorrelativeId(activities.rows);
  const repaired = activities.rows.map((a): PlanActivity => {
    let row = a;
    if (row.parentId !== null && !ids.has(row.parentId)) row = { ...row, parentId: null };
    if (!theirIds.has(row.id) && taken.has(row.correlativeId)) row = { ...row, correlativeId: next++ };
    return row;
  });
  return {
    state: { activities: repaired, links: keptLinks },
    overlaps: activities.overlaps.length + links.overlaps.length,
    droppedLinks: links.rows.length - keptLinks.length,
  };
}
