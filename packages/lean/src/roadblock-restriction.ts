import type { LeanStatus } from './lean-status';

/** The two task fields the restriction rule reads and writes. */
export interface RestrictableTask {
  leanStatus: LeanStatus;
  /** The status the task had when it became Restricted; null while it is not restricted by roadblocks. */
  leanStatusBeforeRestriction: LeanStatus | null;
}

/**
 * Spec part 3, 4: a task with any roadblock not released is Restricted and remembers the status it had; once every
 * roadblock is released it goes back to that status, except Committed, which goes back to Debit (a commitment made
 * while the task was blocked no longer holds). A task Restricted by hand, with no remembered status, stays Restricted
 * until someone changes it: the rule only undoes what it did. Answers the task unchanged when nothing changes.
 */
export function restrictionAfter<T extends RestrictableTask>(task: T, openRoadblockCount: number): T {
  if (openRoadblockCount > 0) {
    if (task.leanStatus === 'Restricted') return task;
    return { ...task, leanStatus: 'Restricted', leanStatusBeforeRestriction: task.leanStatus };
  }
  const remembered = task.leanStatusBeforeRestriction;
  if (remembered === null) return task;
  if (task.leanStatus !== 'Restricted') return { ...task, leanStatusBeforeRestriction: null };
  return { ...task, leanStatus: remembered === 'Committed' || remembered === 'Restricted' ? 'Debit' : remembered, leanStatusBeforeRestriction: null };
}

/** Whether the rule changed either field (the caller writes and announces only those tasks). */
export function restrictionChanged(before: RestrictableTask, after: RestrictableTask): boolean {
  return before.leanStatus !== after.leanStatus || before.leanStatusBeforeRestriction !== after.leanStatusBeforeRestriction;
}
