import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Project, Schedule } from '../api/api-types';
import { listProjects, listSchedules } from '../api/projects-api';
import { useSession } from '../session/use-session';
import { useSelection } from './use-selection';
import { schedulesVisibleTo } from './schedule-visibility';

/** The company's projects for this user; `refetchIntervalMs` keeps a screen current (spec 2.11: every 60 s). */
export function useProjectsQuery(refetchIntervalMs?: number): UseQueryResult<Project[]> {
  const companyId = useSession().companySession?.company.id ?? null;
  return useQuery({
    queryKey: ['projects', companyId],
    queryFn: listProjects,
    enabled: companyId !== null,
    refetchInterval: refetchIntervalMs ?? false,
  });
}

/** The project's schedules this user may see (hidden ones only for admin roles). */
export function useSchedulesQuery(projectId: string | null): UseQueryResult<Schedule[]> {
  const { companySession, user } = useSession();
  const companyId = companySession?.company.id ?? null;
  const role = user?.role;
  return useQuery({
    queryKey: ['schedules', companyId, projectId],
    queryFn: () => listSchedules(projectId ?? ''),
    enabled: companyId !== null && projectId !== null,
    select: (schedules) => schedulesVisibleTo(schedules, role).sort((a, b) => a.order - b.order),
  });
}

export interface SelectedProject {
  projectId: string | null;
  project: Project | null;
  isLoading: boolean;
}

export function useSelectedProject(): SelectedProject {
  const { projectId } = useSelection();
  const projects = useProjectsQuery();
  const project = projects.data?.find((candidate) => candidate.id === projectId) ?? null;
  return { projectId: project === null ? null : projectId, project, isLoading: projects.isLoading };
}

export interface SelectedSchedule {
  projectId: string | null;
  scheduleId: string | null;
  schedule: Schedule | null;
  isLoading: boolean;
}

export function useSelectedSchedule(): SelectedSchedule {
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const { scheduleId } = useSelection();
  const schedules = useSchedulesQuery(projectId);
  const schedule = schedules.data?.find((candidate) => candidate.id === scheduleId) ?? null;
  return {
    projectId,
    scheduleId: schedule === null ? null : scheduleId,
    schedule,
    isLoading: projectLoading || schedules.isLoading,
  };
}
