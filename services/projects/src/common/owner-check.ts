import { notFound, wrongCompany } from '@tenon/service-kit';

export interface OwnedBy {
  companyId: string;
  projectId: string | null;
}

/**
 * A row named by id in a request: another company's row is WRONG_COMPANY whatever else is true, so the caller
 * learns nothing about it; a row of the caller's company but another scope (project) is NOT_FOUND.
 */
export function assertOwnedBy(owner: OwnedBy | null, scope: { companyId: string; projectId: string | null }, what: string): void {
  if (owner === null) throw notFound(what);
  if (owner.companyId !== scope.companyId) throw wrongCompany();
  if (owner.projectId !== scope.projectId) throw notFound(what);
}

/** A subcontract a project may use: the project's own or its company's (projectId null). */
export function assertSubcontractOfProject(owner: OwnedBy | null, scope: { companyId: string; projectId: string }): void {
  assertOwnedBy(owner, { companyId: scope.companyId, projectId: owner?.projectId === null ? null : scope.projectId }, 'Subcontract');
}
