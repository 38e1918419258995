import { Navigate, Route, Routes, useParams } from 'react-router';
import { SelectScheduleThenOpen } from '@tenon/ui';
import { registerCncMessages, registerReportMessages, registerWeeklyMessages, registerWeekSummaryMessages } from './i18n/weekly-messages';
import { WeekReportPage } from './features/reports/week-report-page';
import { WeekSummaryPage } from './features/reports/week-summary-page';
import { WeeklyExportLink } from './features/reports/weekly-export-link';
import { CommitmentsPage } from './features/commitments/commitments-page';
import { CncsDeepLink } from './features/cncs/cncs-deep-link';
import { CncsPage } from './features/cncs/cncs-page';

registerWeeklyMessages();
registerCncMessages();
registerReportMessages();
registerWeekSummaryMessages();

/** Deep link to a project and schedule's weekly plan: select both, then show the plan tab. */
function CommitmentsDeepLink() {
  const { projectIdPlan = null, scheduleIdPlan = null } = useParams();
  return <SelectScheduleThenOpen projectId={projectIdPlan} scheduleId={scheduleIdPlan} pathname="/weeklyplan/commintments" />;
}

/** Routes owned by the weekly module, matched under the shell's router. */
export default function WeeklyModule() {
  return (
    <Routes>
      <Route path="weeklyplan" element={<Navigate to="/weeklyplan/commintments" replace />} />
      {/* Spelled so by the spec (part 3, 2.5). */}
      <Route path="weeklyplan/commintments" element={<CommitmentsPage />} />
      <Route path="weeklyplan/commintments/:projectIdPlan/:scheduleIdPlan" element={<CommitmentsDeepLink />} />
      {/* causes of non-compliance */}
      <Route path="weeklyplan/cncs" element={<CncsPage />} />
      <Route path="weeklyplan/cncs/:projectIdCnc/:sectorIdCnc" element={<CncsDeepLink />} />
      {/* reports (spec part 2, 2.11) */}
      <Route path="reportcommit/week/all/:planificationDay/:week/:projectId/:sectorId/:year?" element={<WeekReportPage kind="commitment" />} />
      <Route path="reportcommitclose/week/all/:planificationDay/:week/:projectId/:sectorId" element={<WeekReportPage kind="closure" />} />
      <Route path="report/week/all/:week/:planificationDay/:year/:start/:end" element={<WeekSummaryPage />} />
      <Route path=":companyId/project/:projectId/schedule/:scheduleId/export/weekly" element={<WeeklyExportLink />} />
      <Route path="*" element={<Navigate to="/weeklyplan" replace />} />
    </Routes>
  );
}
