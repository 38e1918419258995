import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Subcontract } from '@tenon/contracts/types';
import { personName, requestAllPages, useSession } from '@tenon/ui';
import { useProjectPeople } from '../people/project-people';

export interface WeekNames {
  person: (userId: string) => string;
  subcontract: (subcontractId: string | null) => string;
}

/** The project's people and subcontracts by id; a dash while unknown. */
export function useWeekNames(projectId: string | null): WeekNames {
  const companyId = useSession().companySession?.company.id ?? null;
  const base = `/weekly/projects/${encodeURIComponent(projectId ?? '')}`;
  const members = useProjectPeople(projectId);
  const subcontracts = useQuery({
    queryKey: ['weekly', 'subcontracts', companyId, projectId],
    queryFn: () => requestAllPages<'subcontracts', Subcontract>(`${base}/subcontracts`, 'subcontracts'),
    enabled: projectId !== null && companyId !== null,
    retry: false,
  });
  return useMemo(() => {
    const people = new Map((members.data ?? []).map((m) => [m.userId, personName(m, '—')]));
    const trades = new Map((subcontracts.data ?? []).map((s) => [s.id, s.name]));
    return {
      person: (userId: string) => people.get(userId) ?? '—',
      subcontract: (subcontractId: string | null) => (subcontractId === null ? '—' : (trades.get(subcontractId) ?? '—')),
    };
  }, [members.data, subcontracts.data]);
}
