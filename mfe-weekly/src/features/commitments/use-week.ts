import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CloseWeekRequest, CommitTasksRequest, WeekReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { closeWeek, commitTasks, getWeek, removeCommitment, resetWeek, updateCommitment } from './weeks.api';

const weekKey = (companyId: string | null, place: ScheduleScope | null) => ['weekly', 'week', companyId, place?.projectId ?? null, place?.scheduleId ?? null];

export function useWeek(place: ScheduleScope | null, date: string): UseQueryResult<WeekReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: [...weekKey(companyId, place), date],
    queryFn: () => getWeek(place!, date),
    enabled: companyId !== null && place !== null,
  });
}

/** Week writes; each reloads the weeks of the schedule (the PPC trend of later weeks follows a close). */
export function useWeekWrites(place: ScheduleScope | null) {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  const reload = () => queries.invalidateQueries({ queryKey: weekKey(companyId, place) });
  const commit = useMutation({
    mutationFn: ({ weekStart, commitments }: { weekStart: string; commitments: CommitTasksRequest['commitments'] }) => commitTasks(place!, weekStart, commitments),
    onSuccess: reload,
  });
  const update = useMutation({
    mutationFn: ({ weekStart, commitmentId, percent }: { weekStart: string; commitmentId: string; percent: number }) => updateCommitment(place!, weekStart, commitmentId, percent),
    onSuccess: reload,
  });
  const remove = useMutation({ mutationFn: ({ weekStart, commitmentId }: { weekStart: string; commitmentId: string }) => removeCommitment(place!, weekStart, commitmentId), onSuccess: reload });
  const close = useMutation({ mutationFn: ({ weekStart, realized }: { weekStart: string; realized: CloseWeekRequest['realized'] }) => closeWeek(place!, weekStart, realized), onSuccess: reload });
  const reset = useMutation({ mutationFn: (weekStart: string) => resetWeek(place!, weekStart), onSuccess: reload });
  return { commit, update, remove, close, reset, reload };
}
