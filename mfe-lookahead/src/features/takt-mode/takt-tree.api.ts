import { useQuery } from '@tanstack/react-query';
import type { TaktTreeReply, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest, useSession } from '@tenon/ui';

/** The schedule's takt structures, locations and production units, as the takt module keeps them. */
export function useTaktTree(place: ScheduleScope | null) {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['lookahead', 'takt-tree', companyId, place?.projectId ?? null, place?.scheduleId ?? null],
    queryFn: () => apiRequest<TaktTreeReply>(`/takt/projects/${encodeURIComponent(place!.projectId)}/schedules/${encodeURIComponent(place!.scheduleId)}/structures`),
    enabled: companyId !== null && place !== null,
    retry: false,
  });
}
