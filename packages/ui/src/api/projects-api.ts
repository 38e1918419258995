import { apiRequest } from './api-client';
import type { Project, Schedule } from './api-types';

export async function listProjects(): Promise<Project[]> {
  const response = await apiRequest<{ projects: Project[] }>('/projects');
  return response.projects;
}

export async function listSchedules(projectId: string): Promise<Schedule[]> {
  const response = await apiRequest<{ schedules: Schedule[] }>(`/projects/${encodeURIComponent(projectId)}/schedules`);
  return response.schedules;
}
