import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSchedulesQuery } from '../selection/selection-queries';
import { selectionStore } from '../selection/selection-store';
import { useSelection } from '../selection/use-selection';

/** A deep link to a project's schedule (spec part 2 §2.1, part 3 §2.1): selects both, then shows `pathname`, keeping the query. */
export function SelectScheduleThenOpen({ projectId, scheduleId, pathname }: { projectId: string | null; scheduleId: string | null; pathname: string }) {
  // The query stays: it may name the window (`?start=…&weeks=…`) or the print view (`print=1`).
  const { search } = useLocation();
  useEffect(() => {
    selectionStore.selectProject(projectId);
    selectionStore.selectSchedule(scheduleId);
  }, [projectId, scheduleId]);
  return <Navigate to={{ pathname, search }} replace />;
}

/**
 * Selects a deep link's project and, once the project's schedules are known to hold it, its schedule, so the shell's
 * default selection does not undo it; after the link's schedule has been seen selected once, the user's own choice
 * stands. `refused` when the project does not show the user that schedule.
 */
export function useDeepLinkedSchedule(linkProjectId: string | null, linkScheduleId: string | null, enabled = true): { known: boolean; refused: boolean } {
  const { projectId, scheduleId } = useSelection();
  const schedules = useSchedulesQuery(enabled ? linkProjectId : null);
  const known = schedules.data?.some((schedule) => schedule.id === linkScheduleId) ?? false;
  const applied = useRef(false);
  useEffect(() => {
    if (enabled) selectionStore.selectProject(linkProjectId);
  }, [enabled, linkProjectId]);
  useEffect(() => {
    if (applied.current || !known || projectId !== linkProjectId) return;
    if (scheduleId === linkScheduleId) applied.current = true;
    else selectionStore.selectSchedule(linkScheduleId);
  }, [known, projectId, scheduleId, linkProjectId, linkScheduleId]);
  return { known, refused: schedules.isError || (schedules.data !== undefined && !known) };
}
