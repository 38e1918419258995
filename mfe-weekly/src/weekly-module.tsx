import { Navigate, Route, Routes } from 'react-router';
import { registerWeeklyMessages } from './i18n/weekly-messages';
import { CommitmentsPage } from './features/commitments/commitments-page';

registerWeeklyMessages();

/** Routes owned by the weekly module, matched under the shell's router. */
export default function WeeklyModule() {
  return (
    <Routes>
      <Route path="weeklyplan" element={<CommitmentsPage />} />
      <Route path="*" element={<Navigate to="/weeklyplan" replace />} />
    </Routes>
  );
}
