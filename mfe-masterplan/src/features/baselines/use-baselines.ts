import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { BaselineReply, ListBaselinesReply } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listBaselines, readBaseline, type BaselinePlace } from './baselines.api';

const baselinesKey = (companyId: string | null, place: BaselinePlace) => ['masterplan', 'baselines', companyId, place.projectId, place.scheduleId];

export function useBaselines(place: BaselinePlace): UseQueryResult<ListBaselinesReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: baselinesKey(companyId, place), queryFn: () => listBaselines(place), enabled: companyId !== null });
}

/** The points of the schedule's active baseline, the one the Gantt draws and measures against; null when none is active. */
export function useActiveBaseline(place: BaselinePlace): { baseline: BaselineReply | null; loaded: boolean } {
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

export function useBaselinesChanged(place: BaselinePlace): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return () => queries.invalidateQueries({ queryKey: baselinesKey(companyId, place) });
}
