import type { AuthContext, NamedProjectMember } from '@tenon/contracts';
import type { LocalServices } from './gateway-route';

/**
 * A project's members as the projects service answers them carry user ids only: names live with the gateway's
 * identity. The names of the caller's own company are added on the way out, so every screen that lists members
 * (responsibles, settings) reads people, not ids; an id outside the company stays bare.
 */
export async function withMemberNames(result: unknown, auth: AuthContext, identity: Pick<LocalServices, 'company'>): Promise<unknown> {
  const members = (result as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) return result;
  const { users } = await identity.company.listUsers(auth);
  const byId = new Map(users.map((user) => [user.id, user]));
  const named: NamedProjectMember[] = (members as NamedProjectMember[]).map((member) => {
    const user = byId.get(member.userId);
    return user === undefined ? member : { ...member, name: user.name, lastname: user.lastname, email: user.email };
  });
  return { ...(result as object), members: named };
}
