import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { fetchCriticalPath, type CriticalPath } from './critical-path.api';

export function useCriticalPath(projectId: string | null, scheduleId: string, enabled: boolean): UseQueryResult<CriticalPath> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['masterplan', 'critical-path', companyId, projectId, scheduleId],
    queryFn: () => fetchCriticalPath(projectId ?? '', scheduleId),
    enabled: enabled && companyId !== null && projectId !== null,
  });
}
