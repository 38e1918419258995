import { API_BASE, apiRequest, type CompanySessionResponse, type HealthResponse, type LoginResponse } from '@tenon/ui';
import { normalizeEmail } from '../access-common/validation/login-validation';

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

/**
 * Spec 8 network check: true when the gateway answers the health call with JSON, whatever the status
 * (a degraded platform is still reachable); false when the request fails or something else answers.
 */
export async function isGatewayReachable(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/health`, { headers: { Accept: 'application/json' } });
    return (response.headers.get('content-type') ?? '').includes('application/json');
  } catch {
    return false;
  }
}
