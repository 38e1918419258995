import { Navigate, Route, Routes, useParams } from 'react-router';
import { SelectScheduleThenOpen } from '@tenon/ui';
import { registerMasterplanMessages } from './i18n/masterplan-messages';
import { registerCalendarMessages } from './features/calendars/calendar-messages';
import { CalendarsPage } from './features/calendars/calendars-page';
import { registerModificationMessages } from './features/modification-requests/modification-messages';
import { registerResourceMessages } from './features/resources/resource-messages';
import { ResourcesPage } from './features/resources/resources-page';
import { SchedulesPage } from './features/schedules/schedules-page';
import { GanttPage } from './features/gantt/gantt-page';
import { ImportPage } from './features/import/import-page';
import { ReimportPage } from './features/import/reimport-page';
import { registerExportMessages } from './features/export/export-messages';
import { GanttPrintPage } from './features/export/gantt-print-page';

registerMasterplanMessages();
registerCalendarMessages();
registerModificationMessages();
registerResourceMessages();
registerExportMessages();

/** Spec 2.1 deep link /masterplan/{sectorId}/{projectId}: select both, then show the master plan. */
function MasterplanDeepLink() {
  const { sectorId = null, projectId = null } = useParams();
  return <SelectScheduleThenOpen projectId={projectId} scheduleId={sectorId} pathname="/masterplan" />;
}

/** Routes owned by the master plan module, matched under the shell's router. */
export default function MasterplanModule() {
  return (
    <Routes>
      <Route path="masterplan" element={<SchedulesPage />} />
      <Route path="masterplan/:sectorId/:projectId" element={<MasterplanDeepLink />} />
      <Route path="importgantt/:sectorId" element={<ImportPage />} />
      <Route path="importgantt/:sectorId/reimport" element={<ReimportPage />} />
      <Route path="importgantt" element={<Navigate to="/masterplan" replace />} />
      <Route path="gantt/:sectorId/ganttchart" element={<GanttPage />} />
      <Route path="gantt/:sectorId/calendars" element={<CalendarsPage />} />
      <Route path="gantt/:sectorId/resources" element={<ResourcesPage />} />
      <Route path="gantt/print/:projectId/:sectorId" element={<GanttPrintPage />} />
      <Route path="gantt/:sectorId" element={<Navigate to="ganttchart" replace />} />
      <Route path="*" element={<Navigate to="/masterplan" replace />} />
    </Routes>
  );
}
