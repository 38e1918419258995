import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@tenon/ui';
import { getLookaheadOverview, type LookaheadOverview } from './lookahead-overview.api';

export function useLookaheadOverview(projectId: string | null, scheduleId: string | null): UseQueryResult<LookaheadOverview> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['lookahead', 'overview', companyId, projectId, scheduleId],
    queryFn: () => getLookaheadOverview(projectId ?? '', scheduleId ?? ''),
    enabled: companyId !== null && projectId !== null && scheduleId !== null,
  });
}
