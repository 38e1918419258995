import { Navigate, Route, Routes } from 'react-router';
import { landingPathAfterCompanyChoice, useSession } from '@tenon/ui';
import { LoginPage } from '../features/login/login-page';
import { SelectCompanyPage } from '../features/select-company/select-company-page';
import { RequireCompanySession } from '../features/session/require-company-session';
import { AppLayout } from '../features/layout/app-layout';
import { ProjectsPage } from '../features/projects/projects-page';
import { ModuleHost } from '../features/remotes/module-host';
import { ErrorScreen } from '../features/errors/error-screen';

function EntryRedirect() {
  const { userToken, companySession } = useSession();
  if (userToken === null) return <Navigate to="/login" replace />;
  if (companySession === null) return <Navigate to="/selectCompany" replace />;
  return <Navigate to={landingPathAfterCompanyChoice(companySession.permissions)} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<EntryRedirect />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/selectCompany" element={<SelectCompanyPage />} />
      <Route path="/invalid-link" element={<ErrorScreen kind="invalid-link" />} />
      <Route path="/no-organization-access" element={<ErrorScreen kind="no-organization-access" />} />
      <Route element={<RequireCompanySession />}>
        <Route element={<AppLayout />}>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/not-found" element={<ErrorScreen kind="not-found" />} />
          <Route path="/no-schedule-access" element={<ErrorScreen kind="no-schedule-access" />} />
          <Route path="/no-module-access" element={<ErrorScreen kind="no-module-access" />} />
          <Route path="/no-settings-access" element={<ErrorScreen kind="no-settings-access" />} />
          <Route path="*" element={<ModuleHost />} />
        </Route>
      </Route>
    </Routes>
  );
}
