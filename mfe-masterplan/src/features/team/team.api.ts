import type { CompanyUser } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';
import type { Language, NamedProjectMember, Role } from '@tenon/contracts/types';

/** The company's people, to pick those who are not in the project yet (needs settings.company V). */
export async function listCompanyPeople(): Promise<CompanyUser[]> {
  return (await apiRequest<{ users: CompanyUser[] }>('/companies/current/users')).users;
}

/** An existing person of the company added to the project (settings.project AC, as in project settings). */
export async function addProjectMember(projectId: string, userId: string): Promise<void> {
  await apiRequest(`/projects/${encodeURIComponent(projectId)}/members`, { method: 'POST', body: { userId } });
}

/** A new person invited to the company and straight into this project; the mail goes in the user's language. */
export async function inviteToProject(projectId: string, email: string, role: Role, lang: Language): Promise<number> {
  const reply = await apiRequest<{ invited: number }>('/companies/current/invitations', { method: 'POST', body: { users: [{ email, role }], projectId, lang } });
  return reply.invited;
}

/** The project's members with their names, read under the Gantt's own permission. */
export async function listTeam(projectId: string): Promise<NamedProjectMember[]> {
  return (await apiRequest<{ members: NamedProjectMember[] }>(`/masterplan/projects/${encodeURIComponent(projectId)}/members`)).members;
}
