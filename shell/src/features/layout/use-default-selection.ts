import { useEffect } from 'react';
import { selectionStore, useProjectsQuery, useSchedulesQuery, useSelection } from '@tenon/ui';

/**
 * Keeps a valid project and schedule selected: the first of each when nothing (or something stale) is selected.
 * The effects read the store, not the render's values: a module's deep link mounting in the same commit selects its
 * schedule before these run (children's effects run first), and a stale value here would undo it.
 */
export function useDefaultSelection(): void {
  const { projectId, scheduleId } = useSelection();
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);

  useEffect(() => {
    const list = projects.data;
    if (list === undefined) return;
    const current = selectionStore.getSelection().projectId;
    if (current === null || !list.some((project) => project.id === current)) {
      selectionStore.selectProject(list[0]?.id ?? null);
    }
  }, [projects.data, projectId]);

  useEffect(() => {
    const list = schedules.data;
    const current = selectionStore.getSelection();
    // The list is the one of the project this render asked for; once the selection moved on, the next render asks again.
    if (list === undefined || current.projectId === null || current.projectId !== projectId) return;
    if (current.scheduleId === null || !list.some((schedule) => schedule.id === current.scheduleId)) {
      selectionStore.selectSchedule(list[0]?.id ?? null);
    }
  }, [schedules.data, projectId, scheduleId]);
}
