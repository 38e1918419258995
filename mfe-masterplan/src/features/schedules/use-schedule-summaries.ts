import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { listScheduleSummaries, type ScheduleSummary } from './schedule-summaries.api';

export function useScheduleSummaries(projectId: string | null): UseQueryResult<ScheduleSummary[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['masterplan', 'schedule-summaries', companyId, projectId],
    queryFn: () => listScheduleSummaries(projectId ?? ''),
    enabled: companyId !== null && projectId !== null,
  });
}
