import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListCncsReply } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listCncs, listProjectPeople, type CncPlace, type ProjectPerson } from './cncs.api';

const cncsKey = (companyId: string | null, place: CncPlace) => ['weekly', 'cncs', companyId, place.projectId, place.scheduleId];

/** The schedule's CNCs with the project's types and the lookahead tasks they can name. */
export function useCncs(place: CncPlace): UseQueryResult<ListCncsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: cncsKey(companyId, place), queryFn: () => listCncs(place), enabled: companyId !== null });
}

/** The project's people, for the responsible picker and the table's names. */
export function useCncPeople(projectId: string): UseQueryResult<ProjectPerson[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['weekly', 'members', companyId, projectId],
    queryFn: async () => (await listProjectPeople(projectId)).members,
    enabled: companyId !== null,
  });
}

export function useCncsChanged(place: CncPlace): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: cncsKey(companyId, place) });
}

export const personName = (person: ProjectPerson | undefined, fallback: string): string => {
  if (person === undefined) return fallback;
  const full = [person.name, person.lastname].filter((part) => part !== undefined && part !== '').join(' ');
  return full === '' ? (person.email ?? fallback) : full;
};
