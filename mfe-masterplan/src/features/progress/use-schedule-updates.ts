import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ActivityProgressHistoryReply, ListScheduleUpdatesReply } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { activityProgressHistory, listScheduleUpdates, type SchedulePlace } from './progress.api';

const updatesKey = (companyId: string | null, place: SchedulePlace) => ['masterplan', 'schedule-updates', companyId, place.projectId, place.scheduleId];

export function useScheduleUpdates(place: SchedulePlace, enabled = true): UseQueryResult<ListScheduleUpdatesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: updatesKey(companyId, place), queryFn: () => listScheduleUpdates(place), enabled: enabled && companyId !== null });
}

export function useActivityProgressHistory(place: SchedulePlace, activityId: string, enabled: boolean): UseQueryResult<ActivityProgressHistoryReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: [...updatesKey(companyId, place), 'history', activityId], queryFn: () => activityProgressHistory(place, activityId), enabled: enabled && companyId !== null });
}

/** A new update changes the list and every activity's history. */
export function useScheduleUpdatesChanged(place: SchedulePlace): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: updatesKey(companyId, place) });
}
