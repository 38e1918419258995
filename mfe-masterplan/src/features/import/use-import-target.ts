import { useParams } from 'react-router';
import { permissionAllows } from '@tenon/contracts';
import { usePermissions, useSelectedProject } from '@tenon/ui';
import { useScheduleSummaries } from '../schedules/use-schedule-summaries';

/** The schedule of an import route (`/importgantt/:sectorId…`), its project, and whether the caller may import into it. */
export function useImportTarget() {
  const { sectorId: scheduleId = '' } = useParams();
  const { projectId, isLoading: projectLoading } = useSelectedProject();
  const canImport = permissionAllows(usePermissions()['masterplan.gantt'], 'AC');
  const summaries = useScheduleSummaries(projectId);
  const schedule = summaries.data?.find((candidate) => candidate.id === scheduleId);
  return { scheduleId, projectId, projectLoading, canImport, summaries, schedule };
}
