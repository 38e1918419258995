import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LookaheadResourcesReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { getResourcesWindow } from './resources.api';

export function useResourcesWindow(place: ScheduleScope, start: string, days: number): UseQueryResult<LookaheadResourcesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['lookahead', 'resources', companyId, place.projectId, place.scheduleId, start, days],
    queryFn: () => getResourcesWindow(place, start, days),
    enabled: companyId !== null,
    // Opening the tab reads the window again: tasks change from the plan and from other people.
    refetchOnMount: 'always',
    // The previous window stays on screen while the moved one loads.
    placeholderData: (previous) => previous,
  });
}
