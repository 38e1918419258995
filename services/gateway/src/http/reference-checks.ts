import type { AuthContext } from '@tenon/contracts';
import type { LocalServices, RouteReference } from './gateway-route';

/** The body with each reference checked; an image is passed on as its bare id. Throws the coded refusal. */
export async function checkedReferences(
  references: readonly RouteReference[],
  body: Record<string, unknown>,
  auth: AuthContext,
  identity: Pick<LocalServices, 'company' | 'images'>,
): Promise<Record<string, unknown>> {
  const checked = { ...body };
  for (const reference of references) {
    const value = body[reference.field];
    if (reference.must === 'companyMembers') {
      if (!Array.isArray(value)) continue;
      for (const userId of value) if (typeof userId === 'string') await identity.company.assertMember(auth, userId);
      continue;
    }
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
