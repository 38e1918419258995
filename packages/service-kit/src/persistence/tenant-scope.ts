/** The company every query of a service is limited to; taken from the request's auth, never from its data. */
export interface TenantScope {
  readonly companyId: string;
}

/** The scope of a request's company (`companyScope(auth.companyId)`), the first argument of every repository method. */
export function companyScope(companyId: string): TenantScope {
  return { companyId };
}

/** The scope's company; an empty one is a programming error, never a query of every company. */
export function companyIdOf(scope: TenantScope): string {
  if (typeof scope.companyId !== 'string' || scope.companyId.length === 0) {
    throw new Error('a tenant-scoped query needs a companyId');
  }
  return scope.companyId;
}

/** Adds the tenant condition last, so a caller's filter can never widen it to another company. */
export function scopedFilter<TFilter extends object>(scope: TenantScope, filter: TFilter): TFilter & { companyId: string } {
  return { ...filter, companyId: companyIdOf(scope) };
}
