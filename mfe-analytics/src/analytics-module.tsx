import { Navigate, Route, Routes } from 'react-router';
import { registerAnalyticsMessages } from './i18n/analytics-messages';
import { DashboardPage } from './features/dashboard/dashboard-page';

registerAnalyticsMessages();

/** Routes owned by the analytics module, matched under the shell's router. */
export default function AnalyticsModule() {
  return (
    <Routes>
      <Route path="analytics" element={<DashboardPage />} />
      <Route path="*" element={<Navigate to="/analytics" replace />} />
    </Routes>
  );
}
