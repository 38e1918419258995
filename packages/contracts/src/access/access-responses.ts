import type { CompanySummary, PublicUser } from '../auth/auth-bodies';
import type { Role } from '../permissions/roles';

export type SignupTokenState = 'joined-company' | 'create-company-and-user';

export interface SignupTokenResponse {
  state: SignupTokenState;
  email: string;
  company?: CompanySummary;
}

/** Signed in (user token) after completing a sign-up or a profile; `onboardingToken` when onboarding goes on. */
export interface SignedUpResponse {
  token: string;
  user: PublicUser;
  companies: CompanySummary[];
  onboardingToken?: string;
}

export interface ProfileTokenResponse {
  email: string;
  company?: CompanySummary;
  role: Role;
}

export type OnboardingStep = 'company' | 'project' | 'schedules' | 'invite';

export interface OnboardingProjectSummary {
  id: string;
  name: string;
}

export interface OnboardingStateResponse {
  step: OnboardingStep;
  company?: CompanySummary;
  project?: OnboardingProjectSummary;
}

export interface CompanyDetails extends CompanySummary {
  country: string;
  size: string;
  type: string;
  contractType: string;
  isFreeTrial: boolean;
  requireResources: boolean;
}

export type MemberStatus = 'active' | 'inactive';

export interface CompanyUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
  role: Role;
  position: string;
  image: string | null;
  isActive: boolean;
  lastActive: string | null;
  status: MemberStatus;
  activationRequested: boolean;
}

export interface ImageUploadResponse {
  id: string;
  url: string;
}
