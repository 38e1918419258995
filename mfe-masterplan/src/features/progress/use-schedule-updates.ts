import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ActivityProgressHistoryReply, ListScheduleUpdatesReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { activityProgressHistory, listScheduleUpdates } from './progress.api';

const updatesKey = (companyId: string | null, place: ScheduleScope) => ['masterplan', 'schedule-updates', companyId, place.projectId, place.scheduleId];

export function useScheduleUpdates(place: ScheduleScope, enabled = true): UseQueryResult<ListScheduleUpdatesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: updatesKey(companyId, place), queryFn: () => listScheduleUpdates(place), enabled: enabled && companyId !== null });
}

export function useActivityProgressHistory(place: ScheduleScope, activityId: string, enabled: boolean): UseQueryResult<ActivityProgressHistoryReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: [...updatesKey(companyId, place), 'history', activityId], queryFn: () => activityProgressHistory(place, activityId), enabled: enabled && companyId !== null });
}

/** A new update changes the list and every activity's history. */
export function useScheduleUpdatesChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: updatesKey(companyId, place) });
}
