import type { TenantScope } from '@tenon/service-kit';

/** Every repository method takes the caller's company as a required first argument: a query without a tenant does not compile. */
export type CompanyScope = TenantScope;

export function companyScope(companyId: string): CompanyScope {
  return { companyId };
}
