import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { getWeeklyOverview, type WeeklyOverview } from './weekly-overview.api';

export function useWeeklyOverview(projectId: string | null, scheduleId: string | null): UseQueryResult<WeeklyOverview> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['weekly', 'overview', companyId, projectId, scheduleId],
    queryFn: () => getWeeklyOverview(projectId ?? '', scheduleId ?? ''),
    enabled: companyId !== null && projectId !== null && scheduleId !== null,
  });
}
