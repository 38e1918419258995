import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListResourcesReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listResources } from './resources.api';

const resourcesKey = (companyId: string | null, place: ScheduleScope) => ['masterplan', 'resources', companyId, place.projectId, place.scheduleId];

export function useResources(place: ScheduleScope, enabled: boolean): UseQueryResult<ListResourcesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: resourcesKey(companyId, place), queryFn: () => listResources(place), enabled: enabled && companyId !== null && place.projectId !== '' });
}

export function useResourcesChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: resourcesKey(companyId, place) });
}

/** Spec 2.3: the resources page and its button exist only for a company that requires resources. */
export function useRequiresResources(): boolean {
  return useSession().companySession?.company.requireResources === true;
}
