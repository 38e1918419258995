import type { Company, LoginResponse, Project, Schedule, User } from './api-types';

// Shapes of docs/api-access.md.
export type Language = 'en' | 'es';
export type SignupTokenState = 'joined-company' | 'create-company-and-user';

export interface SignupTokenInfo {
  state: SignupTokenState;
  email: string;
  company?: Company;
}

export interface SignedUpResponse extends LoginResponse {
  onboardingToken?: string;
}

export interface ProfileTokenInfo {
  email: string;
  company?: Company;
  role: string;
}

export type OnboardingStep = 'company' | 'project' | 'schedules' | 'invite';

export interface OnboardingState {
  step: OnboardingStep;
  company?: Company;
  project?: { id: string; name: string };
}

export const SIGNUP_COMPANY_SIZES = ['under20', '20-50', '50-100', 'over100'] as const;
export const COMPANY_TYPES = ['general_contractor', 'trade_contractor', 'owner', 'other'] as const;
export const INVITABLE_ROLES = ['admin', 'projectleader', 'planner', 'superintendent', 'subtrade', 'lastplanner', 'client', 'manager'] as const;

export interface CompanyDetails extends Company {
  country: string;
  size: string;
  type: string;
  contractType: string;
  isFreeTrial: boolean;
}

export interface CompanyUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
  role: string;
  position: string;
  image: string | null;
  isActive: boolean;
  lastActive: string | null;
  status: 'active' | 'inactive';
  activationRequested: boolean;
}

export interface ProjectMember {
  userId: string;
  isCreator?: boolean;
  email?: string;
  name?: string;
  lastname?: string;
  role?: string;
}

export interface Subcontract {
  id: string;
  name: string;
  image: string | null;
}

export interface Tag {
  id: string;
  name: string;
  color: string;
}

export interface UploadedImage {
  id: string;
  url: string;
}

export interface ProjectScheduleSummary {
  id: string;
  name: string;
  startDate: string | null;
  finishDate: string | null;
  progress: number | null;
}

/** `GET /projects` with the projects-home figures; they are null when the master plan did not answer in time. */
export interface ProjectSummary extends Omit<Project, 'progress'> {
  progress: number | null;
  plannedProgress?: number | null;
  variance?: number | null;
  schedules?: ProjectScheduleSummary[];
}

export type { Schedule, User };
