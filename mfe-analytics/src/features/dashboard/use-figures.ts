import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NamedProjectMember } from '@tenon/contracts/types';
import { useCan, useSession } from '@tenon/ui';
import { listAnalyticsPeople, listCncTypeNames, type DashboardFilters } from './figures.api';
import type { FiguresSource } from './figures-sources';

/** A chart's figures and whether the caller may see them. */
export interface Figures<T> {
  query: UseQueryResult<T>;
  allowed: boolean;
}

/** A chart's figures, asked only when the caller may see the chart. */
export function useFigures<T>({ chart, permission, fetch }: FiguresSource<T>, projectId: string | null, filters: DashboardFilters): Figures<T> {
  const companyId = useSession().companySession?.company.id ?? null;
  const allowed = useCan(permission, 'V');
  const query = useQuery({
    queryKey: ['analytics', 'figures', chart, companyId, projectId, filters],
    queryFn: () => fetch(projectId ?? '', filters),
    enabled: allowed && companyId !== null && projectId !== null,
  });
  return { query, allowed };
}

export function useAnalyticsPeople(projectId: string | null): UseQueryResult<NamedProjectMember[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['analytics', 'people', companyId, projectId],
    queryFn: async () => (await listAnalyticsPeople(projectId ?? '')).members,
    enabled: companyId !== null && projectId !== null,
  });
}

/** CNC type names by id; the pie falls back to a generic label when the weekly plan is not open to the caller. */
export function useCncTypeNames(projectId: string | null, scheduleId: string | null): Map<string, string> {
  const companyId = useSession().companySession?.company.id ?? null;
  const query = useQuery({
    queryKey: ['analytics', 'cnc-types', companyId, projectId, scheduleId],
    queryFn: async () => (await listCncTypeNames(projectId ?? '', scheduleId ?? '')).types,
    enabled: companyId !== null && projectId !== null && scheduleId !== null,
    retry: false,
  });
  const names = new Map<string, string>();
  for (const type of query.data ?? []) {
    names.set(type.id, type.name);
    // The demo's seeded causes name their type by its default key.
    if (type.defaultKey !== null) names.set(`default:${type.defaultKey}`, type.name);
  }
  return names;
}

