import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListCncsReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listCncs } from './cncs.api';

const cncsKey = (companyId: string | null, place: ScheduleScope) => ['weekly', 'cncs', companyId, place.projectId, place.scheduleId];

/** The schedule's CNCs with the project's types and the lookahead tasks they can name. */
export function useCncs(place: ScheduleScope): UseQueryResult<ListCncsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: cncsKey(companyId, place), queryFn: () => listCncs(place), enabled: companyId !== null });
}

export function useCncsChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: cncsKey(companyId, place) });
}
