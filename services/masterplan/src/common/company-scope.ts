/** Every repository method takes the caller's company as a required first argument: a query without a tenant does not compile. */
export interface CompanyScope {
  readonly companyId: string;
}

export function companyScope(companyId: string): CompanyScope {
  return { companyId };
}
