import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListResourcesReply } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listResources, type ResourcePlace } from './resources.api';

const resourcesKey = (companyId: string | null, place: ResourcePlace) => ['masterplan', 'resources', companyId, place.projectId, place.scheduleId];

export function useResources(place: ResourcePlace, enabled: boolean): UseQueryResult<ListResourcesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: resourcesKey(companyId, place), queryFn: () => listResources(place), enabled: enabled && companyId !== null && place.projectId !== '' });
}

export function useResourcesChanged(place: ResourcePlace): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: resourcesKey(companyId, place) });
}

/** Spec 2.3: the resources page and its button exist only for a company that requires resources. */
export function useRequiresResources(): boolean {
  return useSession().companySession?.company.requireResources === true;
}
