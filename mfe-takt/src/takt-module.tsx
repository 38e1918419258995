import { Navigate, Route, Routes } from 'react-router';
import { registerTaktMessages } from './i18n/takt-messages';
import { LocationsPage } from './features/locations/locations-page';

registerTaktMessages();

/** Routes owned by the takt module, matched under the shell's router. */
export default function TaktModule() {
  return (
    <Routes>
      <Route path="taktplanning" element={<LocationsPage />} />
      <Route path="*" element={<Navigate to="/taktplanning" replace />} />
    </Routes>
  );
}
