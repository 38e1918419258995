import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListCncsReply } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listCncs, type CncPlace } from './cncs.api';

const cncsKey = (companyId: string | null, place: CncPlace) => ['weekly', 'cncs', companyId, place.projectId, place.scheduleId];

/** The schedule's CNCs with the project's types and the lookahead tasks they can name. */
export function useCncs(place: CncPlace): UseQueryResult<ListCncsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: cncsKey(companyId, place), queryFn: () => listCncs(place), enabled: companyId !== null });
}

export function useCncsChanged(place: CncPlace): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: cncsKey(companyId, place) });
}
