import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '@tenon/ui';
import { landingPathAfterCompanyChoice } from '../features/layout/module-visibility';
import { LoginPage } from '../features/login/login-page';
import { SelectCompanyPage } from '../features/select-company/select-company-page';
import { RequireCompanySession } from '../features/session/require-company-session';
import { AppLayout } from '../features/layout/app-layout';
import { ProjectsPage } from '../features/projects/projects-page';
import { ModuleHost } from '../features/remotes/module-host';
import { ErrorScreen } from '../features/errors/error-screen';
import { ForgotPage } from '../features/forgot/forgot-page';
import { SignupPage } from '../features/signup/signup-page';
import { SignupConfirmationPage } from '../features/signup/signup-confirmation-page';
import { RegisterPage } from '../features/register/register-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { CompanyStepPage } from '../features/onboarding/company-step-page';
import { ProjectStepPage } from '../features/onboarding/project-step-page';
import { SchedulesStepPage } from '../features/onboarding/schedules-step-page';
import { InviteStepPage } from '../features/onboarding/invite-step-page';
import { InactiveUserPage } from '../features/inactive-user/inactive-user-page';
import { SettingsRoutes } from '../features/settings/settings-routes';

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
      <Route path="/forgot" element={<ForgotPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/signupconfirmation/:token" element={<SignupConfirmationPage />} />
      <Route path="/register" element={<RegisterPage />} />
      {/* The spec fixes the address; the page is the invited person's profile. */}
      <Route path="/confirmation/:token" element={<ProfilePage />} />
      <Route path="/changepassword/:token" element={<ChangePasswordPage />} />
      <Route path="/company/:token" element={<CompanyStepPage />} />
      <Route path="/confirmationproject/:token" element={<ProjectStepPage />} />
      <Route path="/schedules/:token" element={<SchedulesStepPage />} />
      <Route path="/invite/:token" element={<InviteStepPage />} />
      <Route path="/inactive" element={<InactiveUserPage />} />
      <Route path="/invalid-link" element={<ErrorScreen kind="invalid-link" />} />
      <Route path="/no-organization-access" element={<ErrorScreen kind="no-organization-access" />} />
      <Route element={<RequireCompanySession />}>
        <Route element={<AppLayout />}>
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/not-found" element={<ErrorScreen kind="not-found" />} />
          <Route path="/no-schedule-access" element={<ErrorScreen kind="no-schedule-access" />} />
          <Route path="/no-module-access" element={<ErrorScreen kind="no-module-access" />} />
          <Route path="/no-settings-access" element={<ErrorScreen kind="no-settings-access" />} />
          <Route path="/settings/*" element={<SettingsRoutes />} />
          <Route path="*" element={<ModuleHost />} />
        </Route>
      </Route>
    </Routes>
  );
}
