import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { getTaktOverview, type TaktOverview } from './takt-overview.api';

export function useTaktOverview(projectId: string | null, scheduleId: string | null): UseQueryResult<TaktOverview> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['takt', 'overview', companyId, projectId, scheduleId],
    queryFn: () => getTaktOverview(projectId ?? '', scheduleId ?? ''),
    enabled: companyId !== null && projectId !== null && scheduleId !== null,
  });
}
