import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { getAnalyticsOverview, type AnalyticsOverview } from './analytics-overview.api';

export function useAnalyticsOverview(projectId: string | null, scheduleId: string | null): UseQueryResult<AnalyticsOverview> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['analytics', 'overview', companyId, projectId, scheduleId],
    queryFn: () => getAnalyticsOverview(projectId ?? '', scheduleId ?? ''),
    enabled: companyId !== null && projectId !== null && scheduleId !== null,
  });
}
