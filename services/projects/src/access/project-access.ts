import { companyWideRoles, type Role } from '@tenon/contracts';

export type ProjectAccessDenial = 'NOT_FOUND' | 'WRONG_COMPANY' | 'NOT_A_MEMBER';
export type ProjectAccessDecision = { allowed: true } | { allowed: false; reason: ProjectAccessDenial };

export interface ProjectAccessFacts {
  /** Owner of the project, or null when no such project exists. */
  owner: { companyId: string; deleted: boolean } | null;
  caller: { companyId: string; role: Role };
  isMember: boolean;
}

/**
 * Resource-level access to a project: it must exist and not be deleted, belong to the caller's company,
 * and the caller must be a member (admins and superadmins reach every project of their company).
 * Another company's deleted project still answers WRONG_COMPANY: the caller learns nothing about its state.
 */
export function decideProjectAccess(facts: ProjectAccessFacts): ProjectAccessDecision {
  if (facts.owner === null) return { allowed: false, reason: 'NOT_FOUND' };
  if (facts.owner.companyId !== facts.caller.companyId) return { allowed: false, reason: 'WRONG_COMPANY' };
  if (facts.owner.deleted) return { allowed: false, reason: 'NOT_FOUND' };
  if (seesWholeCompany(facts.caller.role)) return { allowed: true };
  return facts.isMember ? { allowed: true } : { allowed: false, reason: 'NOT_A_MEMBER' };
}

export function seesWholeCompany(role: Role): boolean {
  return companyWideRoles.includes(role);
}
