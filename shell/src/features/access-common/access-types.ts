import type { InviteRow } from '@tenon/contracts/types';

// Shapes of docs/api-access.md, taken from the contracts (types only: nothing reaches the bundle).
export type {
  CompanyDetails,
  CompanyUser,
  ImageUploadResponse as UploadedImage,
  Language,
  OnboardingStateResponse as OnboardingState,
  OnboardingStep,
  ProfileTokenResponse as ProfileTokenInfo,
  ProjectMember,
  ProjectsHomeEntry as ProjectSummary,
  ProjectsHomeSchedule as ProjectScheduleSummary,
  Schedule,
  SignedUpResponse,
  SignupTokenResponse as SignupTokenInfo,
  SignupTokenState,
  Subcontract,
  Tag,
  PublicUser as User,
} from '@tenon/contracts/types';

// The lists are repeated so the bundle does not pull in zod; the checks below fail the type check when they drift.
export const SIGNUP_COMPANY_SIZES = ['under20', '20-50', '50-100', 'over100'] as const;
export const COMPANY_TYPES = ['general_contractor', 'trade_contractor', 'owner', 'other'] as const;
export const INVITABLE_ROLES = ['admin', 'projectleader', 'planner', 'superintendent', 'subtrade', 'lastplanner', 'client', 'manager'] as const satisfies readonly InviteRow['role'][];

type Exhaustive<Missing> = [Missing] extends [never] ? true : never;
export const INVITABLE_ROLES_COMPLETE: Exhaustive<Exclude<InviteRow['role'], (typeof INVITABLE_ROLES)[number]>> = true;
