// Shapes of docs/api.md, taken from the contracts the gateway answers with (types only: nothing reaches the bundle).
export type {
  CompanySummary as Company,
  DependencyHealth as ServiceStatus,
  HealthResponse,
  LoginResponse,
  Project,
  PublicUser as User,
  Schedule,
} from '@tenon/contracts/types';
import type { SessionResponse } from '@tenon/contracts/types';
import type { PermissionTable } from '../permissions/permission-types';

/** The gateway sends every key; the browser reads the table as partial (a missing key grants nothing). */
export interface CompanySessionResponse extends Omit<SessionResponse, 'permissions'> {
  permissions: PermissionTable;
}
