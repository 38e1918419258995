import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { TaktSettings, TaktTree, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { getTaktSettings, getTaktTree } from './takt-units.api';

const treeKey = (companyId: string | null, place: ScheduleScope) => ['takt', 'tree', companyId, place.projectId, place.scheduleId];

export function useTaktSettings(): UseQueryResult<TaktSettings> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: ['takt', 'settings', companyId], queryFn: getTaktSettings, enabled: companyId !== null });
}

export function useTaktTree(place: ScheduleScope, enabled: boolean): UseQueryResult<TaktTree> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({ queryKey: treeKey(companyId, place), queryFn: () => getTaktTree(place), enabled: enabled && companyId !== null });
}

/** Every takt change answers the stored tree: it replaces the cached one, so the page shows what is saved. */
export function useTaktTreeStored(place: ScheduleScope): (tree: TaktTree) => void {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return (tree) => queries.setQueryData(treeKey(companyId, place), tree);
}

export function useTaktSettingsStored(): (settings: TaktSettings) => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return async (settings) => {
    queries.setQueryData(['takt', 'settings', companyId], settings);
    await queries.invalidateQueries({ queryKey: ['takt', 'tree', companyId] });
  };
}
