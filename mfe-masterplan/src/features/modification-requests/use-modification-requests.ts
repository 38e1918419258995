import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListModificationRequestsReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listModificationRequests } from './modification-requests.api';

const requestsKey = (companyId: string | null, place: ScheduleScope) => ['masterplan', 'modification-requests', companyId, place.projectId, place.scheduleId];

export function useModificationRequests(place: ScheduleScope): UseQueryResult<ListModificationRequestsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: requestsKey(companyId, place), queryFn: () => listModificationRequests(place), enabled: companyId !== null });
}

export function useModificationRequestsChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: requestsKey(companyId, place) });
}
