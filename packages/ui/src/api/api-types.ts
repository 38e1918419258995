import type { ModuleKey, PermissionTable } from '../permissions/permission-types';

// Shapes of docs/api.md; replace with @tenon/contracts types when they are published.
export interface User {
  id: string;
  email: string;
  name: string;
  lastname: string;
  image: string | null;
  role: string;
  position: string | null;
}

export interface Company {
  id: string;
  name: string;
  image: string | null;
}

export interface LoginResponse {
  token: string;
  user: User;
  companies: Company[];
}

export interface CompanySessionResponse {
  sessionToken: string;
  permissions: PermissionTable;
  company: Company;
  user: User;
}

export interface Project {
  id: string;
  companyId: string;
  name: string;
  image: string | null;
  stage: string;
  country: string;
  currency: string;
  budget: number;
  size: number;
  sizetype: string;
  planificationDay: number;
  type: string;
  modules: ModuleKey[];
  startDate: string | null;
  finishDate: string | null;
  progress: number;
}

export interface Schedule {
  id: string;
  projectId: string;
  name: string;
  order: number;
  visible: boolean;
  status: string;
  hoursPerDay: number;
  hoursPerWeek: number;
  dateFormat: string;
}

export type ServiceStatus = 'up' | 'down';

export interface HealthResponse {
  status: 'ok' | 'degraded';
  services: Record<string, ServiceStatus>;
  infrastructure: Record<string, ServiceStatus>;
}
