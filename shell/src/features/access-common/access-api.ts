import type { OnboardingCompanyBody, OnboardingProjectBody, ProfileBody, SignupCompleteBody } from '@tenon/contracts/types';
import { apiRequest, type Company, type Project } from '@tenon/ui';
import { normalizeEmail } from './validation/login-validation';
import type { Language, OnboardingState, ProfileTokenInfo, Schedule, SignedUpResponse, SignupTokenInfo } from './access-types';

const token = (value: string) => encodeURIComponent(value);

export function requestSignup(email: string, lang: Language): Promise<{ sent: boolean }> {
  return apiRequest('/auth/signup', { method: 'POST', body: { email: normalizeEmail(email), lang }, credential: 'none' });
}

export function inspectSignupToken(value: string): Promise<SignupTokenInfo> {
  return apiRequest(`/auth/signup/${token(value)}`, { credential: 'none' });
}

export function completeSignup(value: string, body: SignupCompleteBody): Promise<SignedUpResponse> {
  return apiRequest(`/auth/signup/${token(value)}`, { method: 'POST', body, credential: 'none' });
}

export function requestRegister(email: string, lang: Language): Promise<void> {
  return apiRequest('/auth/register', { method: 'POST', body: { email: normalizeEmail(email), termsAccepted: true, lang }, credential: 'none' });
}

export function inspectProfileToken(value: string): Promise<ProfileTokenInfo> {
  return apiRequest(`/auth/profile-tokens/${token(value)}`, { credential: 'none' });
}

export function completeProfile(value: string, body: ProfileBody): Promise<SignedUpResponse> {
  return apiRequest(`/auth/profile-tokens/${token(value)}`, { method: 'POST', body, credential: 'none' });
}

export function requestPasswordReset(email: string, lang: Language): Promise<{ sent: boolean }> {
  return apiRequest('/auth/password-resets', { method: 'POST', body: { email: normalizeEmail(email), lang }, credential: 'none' });
}

export function inspectPasswordReset(value: string): Promise<{ valid: boolean; email: string }> {
  return apiRequest(`/auth/password-resets/${token(value)}`, { credential: 'none' });
}

export function resetPassword(value: string, password: string): Promise<void> {
  return apiRequest(`/auth/password-resets/${token(value)}`, { method: 'PUT', body: { password }, credential: 'none' });
}

export function requestActivation(email: string, lang: Language): Promise<void> {
  return apiRequest('/auth/activation-requests', { method: 'POST', body: { email: normalizeEmail(email), lang }, credential: 'none' });
}

export function onboardingState(value: string): Promise<OnboardingState> {
  return apiRequest(`/onboarding/${token(value)}`, { credential: 'none' });
}

export function onboardingCompany(
  value: string,
  body: OnboardingCompanyBody,
): Promise<{ company: Company; step: 'project' }> {
  return apiRequest(`/onboarding/${token(value)}/company`, { method: 'POST', body, credential: 'none' });
}

export function onboardingProject(value: string, body: OnboardingProjectBody): Promise<{ project: Project; step: 'schedules' }> {
  return apiRequest(`/onboarding/${token(value)}/project`, { method: 'POST', body, credential: 'none' });
}

export function onboardingSchedules(value: string, names: string[]): Promise<{ schedules: Schedule[]; step: 'invite' }> {
  return apiRequest(`/onboarding/${token(value)}/schedules`, { method: 'POST', body: { names }, credential: 'none' });
}

export function onboardingInvite(
  value: string,
  users: Array<{ email: string; role: string }>,
  lang: Language,
): Promise<{ invited: number }> {
  return apiRequest(`/onboarding/${token(value)}/invite`, { method: 'POST', body: { users, lang }, credential: 'none' });
}
