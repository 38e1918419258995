import { Navigate, Route, Routes } from 'react-router';
import { usePermissions } from '@tenon/ui';
import { settingsAccess, type SettingsPage } from './settings-access';
import { ErrorScreen } from '../errors/error-screen';
import { UserSettingsPage } from './user-settings-page';
import { ProjectSettingsPage } from './project-settings-page';
import { CompanySettingsPage } from './company-settings-page';
import { PluginsPage } from './plugins-page';

function Guarded({ page, children }: { page: SettingsPage; children: (readOnly: boolean) => React.ReactNode }) {
  const access = settingsAccess(page, usePermissions());
  if (access === 'blocked') return <ErrorScreen kind="no-settings-access" />;
  if (access === 'redirect') return <Navigate to="/settings/user" replace />;
  return <>{children(access === 'view')}</>;
}

/** Spec part 2, 2.7: /settings/user, /settings/project, /settings/company, /settings/plugins. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="user" element={<UserSettingsPage />} />
      <Route path="project" element={<Guarded page="project">{(readOnly) => <ProjectSettingsPage readOnly={readOnly} />}</Guarded>} />
      <Route path="company" element={<Guarded page="company">{(readOnly) => <CompanySettingsPage readOnly={readOnly} />}</Guarded>} />
      <Route path="plugins" element={<Guarded page="plugins">{() => <PluginsPage />}</Guarded>} />
      <Route path="*" element={<Navigate to="/settings/user" replace />} />
    </Routes>
  );
}
