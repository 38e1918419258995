import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest, useSession } from '@tenon/ui';

/** A project member with the name the gateway gives it from the company's people. */
export interface ProjectPerson {
  userId: string;
  name?: string;
  lastname?: string;
  email?: string;
}

/** The project's people, for the week table, the responsible pickers and the CNC table: one query for all of them. */
export function useProjectPeople(projectId: string | null): UseQueryResult<ProjectPerson[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['weekly', 'members', companyId, projectId],
    queryFn: async () => (await apiRequest<{ members: ProjectPerson[] }>(`/weekly/projects/${encodeURIComponent(projectId ?? '')}/members`)).members,
    enabled: companyId !== null && projectId !== null,
  });
}

/** First and last name, else the e-mail, else the fallback. */
export const personName = (person: ProjectPerson | undefined, fallback: string): string => {
  if (person === undefined) return fallback;
  const full = [person.name, person.lastname].filter((part) => part !== undefined && part !== '').join(' ');
  return full === '' ? (person.email ?? fallback) : full;
};
