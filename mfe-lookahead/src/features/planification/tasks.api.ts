import type { CreateTaskRequest, LookaheadWindowReply, ResourceCatalogReply, TaskDeletedReply, TaskReply, UpdateTaskRequest, ScheduleScope } from '@tenon/contracts/types';
import { apiRequest, lookaheadWindowPath } from '@tenon/ui';

type Scoped<T> = Omit<T, 'projectId' | 'scheduleId'>;
export type NewTaskFields = Scoped<CreateTaskRequest>;
export type TaskChanges = Omit<Scoped<UpdateTaskRequest>, 'taskId'>;

const tasksPath = ({ projectId, scheduleId }: ScheduleScope) => `/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/tasks`;

export function getPlanWindow(place: ScheduleScope, start: string, weeks: number): Promise<LookaheadWindowReply> {
  // The shell may have sent this very read while this module loaded (first-reads.ts): the path must stay the same.
  return apiRequest<LookaheadWindowReply>(lookaheadWindowPath(place, start, weeks));
}

export function createTask(place: ScheduleScope, body: NewTaskFields): Promise<TaskReply> {
  return apiRequest<TaskReply>(tasksPath(place), { method: 'POST', body });
}

export function updateTask(place: ScheduleScope, taskId: string, body: TaskChanges): Promise<TaskReply> {
  return apiRequest<TaskReply>(`${tasksPath(place)}/${encodeURIComponent(taskId)}`, { method: 'PATCH', body });
}

export function duplicateTask(place: ScheduleScope, taskId: string): Promise<TaskReply> {
  return apiRequest<TaskReply>(`${tasksPath(place)}/${encodeURIComponent(taskId)}/duplicate`, { method: 'POST', body: {} });
}

export function deleteTask(place: ScheduleScope, taskId: string): Promise<TaskDeletedReply> {
  return apiRequest<TaskDeletedReply>(`${tasksPath(place)}/${encodeURIComponent(taskId)}`, { method: 'DELETE' });
}

/** The schedule's resources by name and unit, for the task form's materials, machinery and specialities. */
export function getResourceCatalog({ projectId, scheduleId }: ScheduleScope): Promise<ResourceCatalogReply> {
  return apiRequest<ResourceCatalogReply>(`/lookahead/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/resource-catalog`);
}
