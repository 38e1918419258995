import { Navigate, Route, Routes } from 'react-router';
import { registerAnalyticsMessages } from './i18n/analytics-messages';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AnalyticsV2Page } from './features/analytics-v2/analytics-v2-page';
import { registerAnalyticsV2Messages } from './features/analytics-v2/analytics-v2-messages';

registerAnalyticsMessages();
registerAnalyticsV2Messages();

/** Routes owned by the analytics module, matched under the shell's router. */
export default function AnalyticsModule() {
  return (
    <Routes>
      <Route path="analytics" element={<DashboardPage />} />
      <Route path="analytics-v2" element={<AnalyticsV2Page />} />
      <Route path="*" element={<Navigate to="/analytics" replace />} />
    </Routes>
  );
}
