import { useEffect } from 'react';
import { selectionStore, useProjectsQuery, useSchedulesQuery, useSelection } from '@tenon/ui';

/** Keeps a valid project and schedule selected: the first of each when nothing (or something stale) is selected. */
export function useDefaultSelection(): void {
  const { projectId, scheduleId } = useSelection();
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);

  useEffect(() => {
    const list = projects.data;
    if (list === undefined) return;
    if (projectId === null || !list.some((project) => project.id === projectId)) {
      selectionStore.selectProject(list[0]?.id ?? null);
    }
  }, [projects.data, projectId]);

  useEffect(() => {
    const list = schedules.data;
    if (list === undefined || projectId === null) return;
    if (scheduleId === null || !list.some((schedule) => schedule.id === scheduleId)) {
      selectionStore.selectSchedule(list[0]?.id ?? null);
    }
  }, [schedules.data, scheduleId, projectId]);
}
