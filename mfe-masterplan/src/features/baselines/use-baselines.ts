import { useEffect } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { BaselineReply, ListBaselinesReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listBaselines, readBaseline } from './baselines.api';

const baselinesKey = (companyId: string | null, place: ScheduleScope) => ['masterplan', 'baselines', companyId, place.projectId, place.scheduleId];

export function useBaselines(place: ScheduleScope): UseQueryResult<ListBaselinesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: baselinesKey(companyId, place), queryFn: () => listBaselines(place), enabled: companyId !== null });
}

/** The points of the schedule's active baseline, the one the Gantt draws and measures against; null when none is active. */
export function useActiveBaseline(place: ScheduleScope): { baseline: BaselineReply | null; loaded: boolean } {
  const companyId = useSession().companySession?.company.id ?? null;
  const list = useBaselines(place);
  const activeId = list.data?.baselines.find((b) => b.active)?.id ?? null;
  const points = useQuery({
    queryKey: [...baselinesKey(companyId, place), activeId],
    queryFn: () => readBaseline(place, activeId ?? ''),
    enabled: activeId !== null,
    // A baseline's points never change once saved.
    staleTime: Infinity,
  });
  return { baseline: activeId === null ? null : (points.data ?? null), loaded: list.isSuccess && (activeId === null || points.isSuccess) };
}

export function useBaselinesChanged(place: ScheduleScope): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: baselinesKey(companyId, place) });
}

/**
 * Starts reading the active baseline beside the plan's read, so the Gantt does not wait for the plan, then the list,
 * then the points, one after the other (the baseline layer's share of opening a 10k plan).
 */
export function usePrefetchActiveBaseline(projectId: string | null, scheduleId: string): void {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  useEffect(() => {
    if (projectId === null || scheduleId === '' || companyId === null) return;
    const place = { projectId, scheduleId };
    queries
      .fetchQuery({ queryKey: baselinesKey(companyId, place), queryFn: () => listBaselines(place) })
      .then((list) => {
        const activeId = list.baselines.find((b) => b.active)?.id;
        if (activeId === undefined) return undefined;
        return queries.prefetchQuery({ queryKey: [...baselinesKey(companyId, place), activeId], queryFn: () => readBaseline(place, activeId), staleTime: Infinity });
      })
      // The Gantt reads them again itself and shows its own error: a failed head start changes nothing.
      .catch(() => undefined);
  }, [queries, companyId, projectId, scheduleId]);
}
