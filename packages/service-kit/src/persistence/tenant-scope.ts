/** The company every query of a service is limited to; taken from the request's auth, never from its data. */
export interface TenantScope {
  readonly companyId: string;
}

/** Adds the tenant condition last, so a caller's filter can never widen it to another company. */
export function scopedFilter<TFilter extends object>(scope: TenantScope, filter: TFilter): TFilter & { companyId: string } {
  if (typeof scope.companyId !== 'string' || scope.companyId.length === 0) {
    throw new Error('a tenant-scoped query needs a companyId');
  }
  return { ...filter, companyId: scope.companyId };
}
