import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NamedProjectMember, Subcontract } from '@tenon/contracts/types';
import { apiRequest, personName, requestAllPages, useSession } from '@tenon/ui';

export interface PlanNames {
  person: (userId: string) => string;
  subcontract: (subcontractId: string | null) => string;
  /** Choices for the task form. */
  people: Array<{ value: string; label: string }>;
  trades: Array<{ value: string; label: string }>;
  /** Still reading a list: a page printed now would show '…' for names. */
  loading: boolean;
}

/** Shown while the names are read: a dash would say "none" (no subcontract), which a named task is not. */
const NAME_ON_ITS_WAY = '…';

/** Spec part 3, 5: a responsible's name is cut at 17 characters plus an ellipsis. */
export function shortName(name: string): string {
  return name.length > 17 ? `${name.slice(0, 17)}…` : name;
}

/**
 * Names of the project's people and subcontracts, read as the Gantt reads them. The plan shows without them (a dash)
 * when the caller may not read those lists.
 */
export function usePlanNames(projectId: string | null): PlanNames {
  const companyId = useSession().companySession?.company.id ?? null;
  const base = `/masterplan/projects/${encodeURIComponent(projectId ?? '')}`;
  const members = useQuery({
    queryKey: ['lookahead', 'members', companyId, projectId],
    queryFn: () => apiRequest<{ members: NamedProjectMember[] }>(`${base}/members`),
    enabled: projectId !== null && companyId !== null,
    retry: false,
  });
  const subcontracts = useQuery({
    queryKey: ['lookahead', 'subcontracts', companyId, projectId],
    queryFn: () => requestAllPages<'subcontracts', Subcontract>(`${base}/subcontracts`, 'subcontracts'),
    enabled: projectId !== null && companyId !== null,
    retry: false,
  });
  const peopleLoading = members.isLoading;
  const tradesLoading = subcontracts.isLoading;
  // One object per answer, so the memoised table does not redraw its columns on every render.
  return useMemo(() => {
    const people = new Map((members.data?.members ?? []).map((m) => [m.userId, personName(m, '—')]));
    const trades = new Map((subcontracts.data ?? []).map((s) => [s.id, s.name]));
    return {
      people: [...people].map(([value, label]) => ({ value, label })),
      trades: [...trades].map(([value, label]) => ({ value, label })),
      loading: peopleLoading || tradesLoading,
      person: (userId: string) => shortName(people.get(userId) ?? (peopleLoading ? NAME_ON_ITS_WAY : '—')),
      subcontract: (subcontractId: string | null) => (subcontractId === null ? '—' : (trades.get(subcontractId) ?? (tradesLoading ? NAME_ON_ITS_WAY : '—'))),
    };
  }, [members.data, subcontracts.data, peopleLoading, tradesLoading]);
}
