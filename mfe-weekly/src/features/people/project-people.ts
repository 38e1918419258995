import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NamedProjectMember } from '@tenon/contracts/types';
import { apiRequest, useSession } from '@tenon/ui';

/** The project's people, for the week table, the responsible pickers and the CNC table: one query for all of them. */
export function useProjectPeople(projectId: string | null): UseQueryResult<NamedProjectMember[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['weekly', 'members', companyId, projectId],
    queryFn: async () => (await apiRequest<{ members: NamedProjectMember[] }>(`/weekly/projects/${encodeURIComponent(projectId ?? '')}/members`)).members,
    enabled: companyId !== null && projectId !== null,
  });
}
