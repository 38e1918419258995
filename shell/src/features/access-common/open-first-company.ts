import { sessionStore, type LoginResponse } from '@tenon/ui';
import { createCompanySession } from '../session/identity-api';

/**
 * After a sign-up or a profile the person is signed in with a user token; the onboarding ends on the projects home,
 * so the session of their (only) company is opened here rather than on the company choice screen.
 */
export async function signInAndOpenFirstCompany(response: LoginResponse): Promise<boolean> {
  sessionStore.signIn(response);
  const company = response.companies[0];
  if (company === undefined || response.companies.length > 1) return false;
  sessionStore.openCompanySession(await createCompanySession(company.id));
  return true;
}
