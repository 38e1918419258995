import { apiRequest } from './api-client';
import type { Project, Schedule } from './api-types';

export const PROJECTS_PATH = '/projects';
export const schedulesPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/schedules`;

export async function listProjects(): Promise<Project[]> {
  const response = await apiRequest<{ projects: Project[] }>(PROJECTS_PATH);
  return response.projects;
}

export async function listSchedules(projectId: string): Promise<Schedule[]> {
  const response = await apiRequest<{ schedules: Schedule[] }>(schedulesPath(projectId));
  return response.schedules;
}
