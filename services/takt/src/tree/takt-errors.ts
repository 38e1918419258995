import { deleteConfirmed, taktRuleMessages, type TaktRuleCode } from '@tenon/lean';
import { ServiceError } from '@tenon/service-kit';

/** A broken takt rule (spec 5) as the 400 the front end maps to the spec's message. */
export function ruleBroken(code: TaktRuleCode): ServiceError {
  return new ServiceError(code, taktRuleMessages[code].en, 400);
}

export function nodeUnknown(kind: 'structure' | 'location' | 'unit', id: string): ServiceError {
  return new ServiceError('TAKT_NODE_UNKNOWN', `The ${kind} is not one of this schedule`, 404, { kind, id });
}

export function reorderMismatch(): ServiceError {
  return new ServiceError('TAKT_REORDER_MISMATCH', 'The new order must name every sibling once, and nothing else', 400);
}

/** Ids name every sibling exactly once. */
export function sameSiblings(ids: readonly string[], siblings: readonly string[]): boolean {
  return ids.length === siblings.length && new Set(ids).size === ids.length && ids.every((id) => siblings.includes(id));
}

/** The order of a node added after its siblings. */
export function nextOrder(siblings: ReadonlyArray<{ order: number }>): number {
  return siblings.length === 0 ? 0 : Math.max(...siblings.map((s) => s.order)) + 1;
}

/** A delete that reaches units with assigned tasks goes ahead only with the typed confirmation word (spec 5). */
export function assertDeleteConfirmed(units: ReadonlyArray<{ activityIds: readonly string[] }>, confirmation: string | undefined): void {
  if (!deleteConfirmed(units.some((u) => u.activityIds.length > 0), confirmation)) throw ruleBroken('TAKT_DELETE_NEEDS_CONFIRMATION');
}
