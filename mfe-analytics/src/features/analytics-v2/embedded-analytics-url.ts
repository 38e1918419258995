import type { CompanySummary, Project, PublicUser } from '@tenon/contracts';

export interface EmbeddedAnalyticsContext {
  user: PublicUser;
  company: CompanySummary;
  project: Pick<Project, 'id' | 'name' | 'address'> | null;
  sessionToken: string;
}

/**
 * The external page's address with the query values of spec part 3, 2.7: who is looking (user, company, role) and
 * at what (project), and the session token it calls the API with. Values the base URL already has are kept.
 */
export function embeddedAnalyticsUrl(base: string, context: EmbeddedAnalyticsContext): string {
  const url = new URL(base);
  const values: Record<string, string> = {
    userId: context.user.id,
    name: context.user.name,
    lastName: context.user.lastname,
    email: context.user.email,
    companyId: context.company.id,
    companyName: context.company.name,
    companyImage: context.company.image ?? '',
    position: context.user.position,
    role: context.user.role,
    projectId: context.project?.id ?? '',
    projectName: context.project?.name ?? '',
    projectAddress: context.project?.address ?? '',
    token: context.sessionToken,
  };
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}
