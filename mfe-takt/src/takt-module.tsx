import { Navigate, Route, Routes } from 'react-router';
import { registerTaktMessages } from './i18n/takt-messages';
import { UnitsPage } from './features/units/units-page';
import { AssignPage } from './features/assign/assign-page';
import { PlanPage } from './features/plan/plan-page';
import { registerPlanMessages } from './features/plan/plan-messages';
import { TaktAnalyticsPage } from './features/analytics/takt-analytics-page';
import { registerTaktAnalyticsMessages } from './features/analytics/takt-analytics-messages';

registerTaktMessages();
registerPlanMessages();
registerTaktAnalyticsMessages();

/** Routes owned by the takt module, matched under the shell's router. */
export default function TaktModule() {
  return (
    <Routes>
      <Route path="taktplanning" element={<Navigate to="/taktplanning/units" replace />} />
      <Route path="taktplanning/units" element={<UnitsPage />} />
      <Route path="taktplanning/assign" element={<AssignPage />} />
      <Route path="taktplanning/plan" element={<PlanPage />} />
      <Route path="taktanalytics" element={<TaktAnalyticsPage />} />
      <Route path="extraDashboard" element={<TaktAnalyticsPage />} />
      <Route path="*" element={<Navigate to="/taktplanning/units" replace />} />
    </Routes>
  );
}
