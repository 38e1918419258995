import type { PermissionCode } from '@tenon/contracts';

/**
 * Spec part 3, 6: a subtrade (ACP) works with the roadblocks of its own subcontract, that is those with a responsible
 * who is a member bound to that subcontract. `null`: the caller is not limited (AC, V).
 */
export type RoadblockReach = { scope: 'all' } | { scope: 'subcontract'; memberIds: ReadonlySet<string> };

/** The people of the caller's subcontract; a subtrade with no subcontract reaches no roadblock at all. */
export function roadblockReachOf(code: PermissionCode | undefined, subcontractId: string | null, members: ReadonlyArray<{ userId: string; subcontractId: string | null }>): RoadblockReach {
  if (code !== 'ACP') return { scope: 'all' };
  const memberIds = new Set(subcontractId === null ? [] : members.filter((member) => member.subcontractId === subcontractId).map((member) => member.userId));
  return { scope: 'subcontract', memberIds };
}

/** Whether the roadblock shows in the caller's list: any of its responsibles is of the caller's subcontract. */
export function roadblockInReach(reach: RoadblockReach, responsibleIds: readonly string[]): boolean {
  return reach.scope === 'all' || responsibleIds.some((id) => reach.memberIds.has(id));
}

/**
 * Whether the caller may name these responsibles: everyone it adds is of its subcontract and one of them at least
 * stays, so the roadblock stays in its list. People already named by someone else may stay (an edit keeps them).
 */
export function responsiblesInReach(reach: RoadblockReach, responsibleIds: readonly string[], alreadyNamed: readonly string[] = []): boolean {
  if (reach.scope === 'all') return true;
  const added = responsibleIds.filter((id) => !alreadyNamed.includes(id));
  return added.every((id) => reach.memberIds.has(id)) && roadblockInReach(reach, responsibleIds);
}
