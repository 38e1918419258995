import { apiRequest } from './api-client';
import type { CompanySessionResponse, HealthResponse, LoginResponse } from './api-types';
import { normalizeEmail } from '../validation/login-validation';

export function login(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', {
    method: 'POST',
    body: { email: normalizeEmail(email), password },
    credential: 'none',
  });
}

export function createCompanySession(companyId: string): Promise<CompanySessionResponse> {
  return apiRequest<CompanySessionResponse>('/auth/sessions', {
    method: 'POST',
    body: { companyId },
    credential: 'user',
  });
}

export function revokeCurrentSession(): Promise<void> {
  return apiRequest<void>('/auth/sessions/current', { method: 'DELETE' });
}

export function checkHealth(): Promise<HealthResponse> {
  return apiRequest<HealthResponse>('/health', { credential: 'none' });
}
