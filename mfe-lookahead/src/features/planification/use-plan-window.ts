import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { LookaheadWindowReply, ResourceCatalogEntry, ScheduleScope } from '@tenon/contracts/types';
import { arrivedRead, lookaheadWindowPath, useSession } from '@tenon/ui';
import { createTask, deleteTask, duplicateTask, getPlanWindow, getResourceCatalog, updateTask, type NewTaskFields, type TaskChanges } from './tasks.api';

const planKey = (companyId: string | null, place: ScheduleScope | null) => ['lookahead', 'plan', companyId, place?.projectId ?? null, place?.scheduleId ?? null];

export function usePlanWindow(place: ScheduleScope | null, start: string, weeks: number): UseQueryResult<LookaheadWindowReply> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: [...planKey(companyId, place), start, weeks],
    queryFn: () => getPlanWindow(place!, start, weeks),
    // The window the shell read while this module loaded, when it is already here: the plan's first render shows it.
    initialData: () => (companyId === null || place === null ? undefined : arrivedRead<LookaheadWindowReply>(lookaheadWindowPath(place, start, weeks))),
    enabled: companyId !== null && place !== null,
    placeholderData: (previous) => previous,
  });
}

/** Task writes; each one reloads the window so the activity rows (lean status, progress, lookahead flag) follow. */
export function useTaskWrites(place: ScheduleScope | null) {
  const queries = useQueryClient();
  const companyId = useSession().companySession?.company.id ?? null;
  // The resources screen totals the same tasks: it reads them again too.
  const reload = () => Promise.all([queries.invalidateQueries({ queryKey: planKey(companyId, place) }), queries.invalidateQueries({ queryKey: ['lookahead', 'resources', companyId] })]);
  const create = useMutation({ mutationFn: (body: NewTaskFields) => createTask(place!, body), onSuccess: reload });
  const update = useMutation({ mutationFn: ({ taskId, changes }: { taskId: string; changes: TaskChanges }) => updateTask(place!, taskId, changes), onSuccess: reload });
  const duplicate = useMutation({ mutationFn: (taskId: string) => duplicateTask(place!, taskId), onSuccess: reload });
  const remove = useMutation({ mutationFn: (taskId: string) => deleteTask(place!, taskId), onSuccess: reload });
  return { create, update, duplicate, remove, reload };
}

/** The schedule's resources for the task form; the plan works without them when they cannot be read. */
export function useResourceCatalog(place: ScheduleScope | null): ResourceCatalogEntry[] {
  const companyId = useSession().companySession?.company.id ?? null;
  const catalog = useQuery({
    queryKey: ['lookahead', 'resource-catalog', companyId, place?.projectId ?? null, place?.scheduleId ?? null],
    queryFn: () => getResourceCatalog(place!),
    enabled: companyId !== null && place !== null,
    retry: false,
  });
  return catalog.data?.resources ?? NO_RESOURCES;
}
const NO_RESOURCES: ResourceCatalogEntry[] = [];
