import { Navigate, Route, Routes } from 'react-router';
import { registerCncMessages, registerWeeklyMessages } from './i18n/weekly-messages';
import { CommitmentsPage } from './features/commitments/commitments-page';
import { CncsDeepLink } from './features/cncs/cncs-deep-link';
import { CncsPage } from './features/cncs/cncs-page';

registerWeeklyMessages();
registerCncMessages();

/** Routes owned by the weekly module, matched under the shell's router. */
export default function WeeklyModule() {
  return (
    <Routes>
      <Route path="weeklyplan" element={<CommitmentsPage />} />
      {/* causes of non-compliance */}
      <Route path="weeklyplan/cncs" element={<CncsPage />} />
      <Route path="weeklyplan/cncs/:projectIdCnc/:sectorIdCnc" element={<CncsDeepLink />} />
      <Route path="*" element={<Navigate to="/weeklyplan" replace />} />
    </Routes>
  );
}
