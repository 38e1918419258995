import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListConstraintsReply, NamedProjectMember, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listProjectPeople, listRoadblocks } from './roadblocks.api';

const roadblocksKey = (companyId: string | null, place: ScheduleScope) => ['lookahead', 'constraints', companyId, place.projectId, place.scheduleId];

export function useRoadblocks(place: ScheduleScope): UseQueryResult<ListConstraintsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: roadblocksKey(companyId, place), queryFn: () => listRoadblocks(place), enabled: companyId !== null });
}

/** The project's people, for the responsible and report-to pickers. */
export function useProjectPeople(projectId: string): UseQueryResult<NamedProjectMember[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    // Not the plan's 'members' key: that one holds the master plan's reply, this one the lookahead's list of people.
    queryKey: ['lookahead', 'people', companyId, projectId],
    queryFn: async () => (await listProjectPeople(projectId)).members,
    enabled: companyId !== null,
  });
}

export function useRoadblocksChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: roadblocksKey(companyId, place) });
}

