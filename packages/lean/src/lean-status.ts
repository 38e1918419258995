/** Lean statuses of a task, from not ready to committed (spec part 3, 4). */
export const LEAN_STATUSES = ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] as const;
export type LeanStatus = (typeof LEAN_STATUSES)[number];

/** Task statuses (progress state), spec part 3, 4. Overdue and Advancement are derived ('mixed'), never grouped. */
export const TASK_STATUSES = ['Waiting', 'Doing', 'Done', 'Overdue', 'Advancement'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Weights 4 to 0 in the spec's order: the most constrained work sorts first. */
export const LEAN_STATUS_WEIGHTS: Readonly<Record<LeanStatus, number>> = { Restricted: 4, Debit: 3, Can: 2, Will: 1, Committed: 0 };

/** What a task is given when it is created. */
export const NEW_TASK_STATUS: { readonly status: TaskStatus; readonly leanStatus: LeanStatus } = { status: 'Waiting', leanStatus: 'Debit' };

export function isLeanStatus(value: unknown): value is LeanStatus {
  return typeof value === 'string' && (LEAN_STATUSES as readonly string[]).includes(value);
}

/**
 * A parent's lean status from its children's: Will as soon as one child is Will (part of it is in the weekly plan),
 * otherwise the status they all share, otherwise Debit. A parent without children keeps Debit.
 */
export function parentLeanStatus(children: readonly LeanStatus[]): LeanStatus {
  if (children.includes('Will')) return 'Will';
  const first = children[0];
  if (first !== undefined && children.every((status) => status === first)) return first;
  return 'Debit';
}

export type LeanStatusChange = { ok: true; leanStatus: LeanStatus } | { ok: false; reason: 'TASK_RESTRICTED' | 'RESTRICTED_BY_ROADBLOCKS_ONLY' };

/**
 * A status a planner picks by hand. Restricted belongs to the roadblocks: a task with open roadblocks keeps it until
 * they are released, and nobody sets it without a roadblock.
 */
export function leanStatusChangedByUser(current: LeanStatus, requested: LeanStatus): LeanStatusChange {
  if (requested === current) return { ok: true, leanStatus: current };
  if (current === 'Restricted') return { ok: false, reason: 'TASK_RESTRICTED' };
  if (requested === 'Restricted') return { ok: false, reason: 'RESTRICTED_BY_ROADBLOCKS_ONLY' };
  return { ok: true, leanStatus: requested };
}
