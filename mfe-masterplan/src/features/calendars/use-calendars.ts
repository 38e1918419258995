import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ListCalendarsReply, ScheduleScope } from '@tenon/contracts/types';
import { useSession } from '@tenon/ui';
import { listCalendars } from './calendars.api';

export const calendarsKey = (companyId: string | null, place: Partial<ScheduleScope>) => ['masterplan', 'calendars', companyId, place.projectId ?? null, place.scheduleId ?? null];

export function useCalendars(projectId: string | null, scheduleId: string): UseQueryResult<ListCalendarsReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: calendarsKey(companyId, { projectId: projectId ?? undefined, scheduleId }),
    queryFn: () => listCalendars({ projectId: projectId ?? '', scheduleId }),
    enabled: companyId !== null && projectId !== null && scheduleId !== '',
  });
}

/** After a change: the calendars, and the Gantt's schedule, which the engine computed on the old ones. */
export function useCalendarsChanged(projectId: string | null, scheduleId: string): () => Promise<void> {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  return async () => {
    await Promise.all([
      queries.invalidateQueries({ queryKey: calendarsKey(companyId, { projectId: projectId ?? undefined, scheduleId }) }),
      queries.invalidateQueries({ queryKey: ['masterplan', 'critical-path', companyId, projectId, scheduleId] }),
    ]);
  };
}
