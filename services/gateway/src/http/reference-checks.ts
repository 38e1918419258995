import type { AuthContext } from '@tenon/contracts';
import type { IdentityServices } from './identity-actions';

/**
 * Ids in a body forwarded to a service that name things the gateway owns (users, images): the service cannot tell
 * whether they belong to the caller's company, so the gateway checks them before the request leaves.
 */
export type RouteReference = { field: 'userId'; must: 'companyMember' } | { field: 'image'; must: 'companyImage' };

/** The body with each reference checked; an image is passed on as its bare id. Throws the coded refusal. */
export async function checkedReferences(
  references: readonly RouteReference[],
  body: Record<string, unknown>,
  auth: AuthContext,
  identity: Pick<IdentityServices, 'company' | 'images'>,
): Promise<Record<string, unknown>> {
  const checked = { ...body };
  for (const reference of references) {
    const value = body[reference.field];
    if (typeof value !== 'string') continue;
    switch (reference.must) {
      case 'companyMember':
        await identity.company.assertMember(auth, value);
        break;
      case 'companyImage':
        checked[reference.field] = await identity.images.companyImageId(auth.companyId, value);
        break;
    }
  }
  return checked;
}
