import {
  activationRequestBodySchema,
  changeMemberRoleBodySchema,
  changePasswordBodySchema,
  invitationsBodySchema,
  onboardingCompanyBodySchema,
  onboardingInviteBodySchema,
  onboardingProjectBodySchema,
  onboardingSchedulesBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  profileBodySchema,
  registerBodySchema,
  signupCompleteBodySchema,
  signupRequestBodySchema,
  updateCompanyBodySchema,
  updateMeBodySchema,
} from '@tenon/contracts';
import type { GatewayRoute } from './route-table';
import type { IdentityAction } from './identity-actions';

const identity = (action: IdentityAction) => ({ kind: 'local', action }) as const;

/**
 * Access, onboarding, settings of users and company, images (docs/api-access.md). Link routes are public: the token in
 * the path is the credential, checked by the flow itself.
 */
export const identityRoutes: readonly GatewayRoute[] = [
  { method: 'POST', path: '/auth/signup', access: 'public', target: identity('signupRequest'), body: signupRequestBodySchema, successStatus: 202, sendsMail: true },
  { method: 'GET', path: '/auth/signup/:token', access: 'public', target: identity('signupInspect') },
  { method: 'POST', path: '/auth/signup/:token', access: 'public', target: identity('signupComplete'), body: signupCompleteBodySchema, successStatus: 201 },
  { method: 'POST', path: '/auth/register', access: 'public', target: identity('register'), body: registerBodySchema, successStatus: 202, sendsMail: true },
  { method: 'GET', path: '/auth/profile-tokens/:token', access: 'public', target: identity('profileTokenInspect') },
  { method: 'POST', path: '/auth/profile-tokens/:token', access: 'public', target: identity('profileComplete'), body: profileBodySchema, successStatus: 201 },
  { method: 'POST', path: '/auth/password-resets', access: 'public', target: identity('passwordResetRequest'), body: passwordResetRequestBodySchema, successStatus: 202, sendsMail: true },
  { method: 'GET', path: '/auth/password-resets/:token', access: 'public', target: identity('passwordResetInspect') },
  { method: 'PUT', path: '/auth/password-resets/:token', access: 'public', target: identity('passwordReset'), body: passwordResetBodySchema, successStatus: 204 },
  { method: 'POST', path: '/auth/activation-requests', access: 'public', target: identity('activationRequest'), body: activationRequestBodySchema, successStatus: 202, sendsMail: true },
  { method: 'GET', path: '/onboarding/:token', access: 'public', target: identity('onboardingState') },
  { method: 'POST', path: '/onboarding/:token/company', access: 'public', target: identity('onboardingCompany'), body: onboardingCompanyBodySchema, successStatus: 201 },
  { method: 'POST', path: '/onboarding/:token/project', access: 'public', target: identity('onboardingProject'), body: onboardingProjectBodySchema, successStatus: 201 },
  { method: 'POST', path: '/onboarding/:token/schedules', access: 'public', target: identity('onboardingSchedules'), body: onboardingSchedulesBodySchema, successStatus: 201 },
  { method: 'POST', path: '/onboarding/:token/invite', access: 'public', target: identity('onboardingInvite'), body: onboardingInviteBodySchema, sendsMail: true },
  { method: 'GET', path: '/users/me', access: 'session', target: identity('meGet') },
  { method: 'PATCH', path: '/users/me', access: 'session', target: identity('meUpdate'), body: updateMeBodySchema },
  { method: 'PUT', path: '/users/me/password', access: 'session', target: identity('mePassword'), body: changePasswordBodySchema },
  { method: 'GET', path: '/companies/current', access: 'session', target: identity('companyGet') },
  { method: 'PATCH', path: '/companies/current', access: { key: 'settings.company', min: 'AC' }, target: identity('companyUpdate'), body: updateCompanyBodySchema },
  // Company AC, or project AC with a projectId: the two-way rule is checked by the invitations service.
  { method: 'POST', path: '/companies/current/invitations', access: 'session', target: identity('invite'), body: invitationsBodySchema, successStatus: 201, sendsMail: true },
  { method: 'GET', path: '/companies/current/users', access: { key: 'settings.company', min: 'V' }, target: identity('companyUsers') },
  { method: 'GET', path: '/companies/current/audit-events', access: { key: 'settings.company', min: 'AC' }, target: identity('companyAuditEvents') },
  {
    method: 'PATCH',
    path: '/companies/current/users/:userId',
    access: { key: 'settings.company', min: 'AC' },
    target: identity('companyUserRole'),
    body: changeMemberRoleBodySchema,
  },
  { method: 'POST', path: '/companies/current/users/:userId/deactivate', access: { key: 'settings.company', min: 'AC' }, target: identity('companyUserDeactivate') },
  { method: 'POST', path: '/companies/current/users/:userId/activate', access: { key: 'settings.company', min: 'AC' }, target: identity('companyUserActivate') },
  { method: 'POST', path: '/images', access: 'session-or-link-token', target: identity('imageUpload'), upload: 'image', successStatus: 201 },
  { method: 'GET', path: '/images/:imageId', access: 'public', target: identity('imageGet') },
];
