import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import { auditEventsQuerySchema } from '@tenon/contracts';
import { validationDetails } from '@tenon/service-kit';
import type {
  AuthContext,
  InvitationsBody,
  OnboardingCompanyBody,
  OnboardingInviteBody,
  OnboardingProjectBody,
  OnboardingSchedulesBody,
  ProfileBody,
  RegisterBody,
  SignupCompleteBody,
  SignupRequestBody,
  UpdateCompanyBody,
  UpdateMeBody,
  Language,
  Role,
} from '@tenon/contracts';
import type { ActivationRequestsService } from '../access/activation-requests.service';
import type { InvitationsService } from '../access/invitations.service';
import type { LinkTokensService } from '../access/link-tokens/link-tokens.service';
import type { OnboardingService } from '../access/onboarding.service';
import type { PasswordResetService } from '../access/password-reset.service';
import type { SignupService } from '../access/signup.service';
import type { AuditLogService } from '../audit/audit-log.service';
import type { ImagesService } from '../images/images.service';
import type { AccountSettingsService } from '../settings/account-settings.service';
import type { CompanySettingsService } from '../settings/company-settings.service';
import type { AccessGrant } from './access-guard';
import { HttpError } from './http-error';

export const identityActions = [
  'signupRequest',
  'signupInspect',
  'signupComplete',
  'register',
  'invite',
  'profileTokenInspect',
  'profileComplete',
  'onboardingState',
  'onboardingCompany',
  'onboardingProject',
  'onboardingSchedules',
  'onboardingInvite',
  'passwordResetRequest',
  'passwordResetInspect',
  'passwordReset',
  'activationRequest',
  'meGet',
  'meUpdate',
  'mePassword',
  'companyGet',
  'companyUpdate',
  'companyUsers',
  'companyAuditEvents',
  'companyUserRole',
  'companyUserDeactivate',
  'companyUserActivate',
  'imageUpload',
  'imageGet',
] as const;
export type IdentityAction = (typeof identityActions)[number];

export function isIdentityAction(action: string): action is IdentityAction {
  return (identityActions as readonly string[]).includes(action);
}

export interface IdentityServices {
  signup: SignupService;
  invitations: InvitationsService;
  onboarding: OnboardingService;
  passwordResets: PasswordResetService;
  activationRequests: ActivationRequestsService;
  account: AccountSettingsService;
  company: CompanySettingsService;
  audit: AuditLogService;
  images: ImagesService;
  linkTokens: LinkTokensService;
}

export interface ActionContext {
  grant: AccessGrant;
  /** Already validated by the route's body schema. */
  body: unknown;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The caller's address, for throttles. */
  ip: string;
  file?: Buffer;
}

/** An answer that is not JSON (an image), sent as is with its headers. */
export class BinaryReply {
  constructor(
    readonly contentType: string,
    readonly content: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

const LINK_TOKEN_HEADER = 'x-link-token';

function sessionOf(grant: AccessGrant): AuthContext {
  if (grant.kind !== 'session') throw HttpError.of('UNAUTHENTICATED', 'Choose a company first');
  return grant.auth;
}

function param(context: ActionContext, name: string): string {
  const value = context.params[name];
  if (value === undefined) throw HttpError.of('NOT_FOUND', `Missing ${name}`);
  return value;
}

async function uploadImage(services: IdentityServices, context: ActionContext) {
  if (context.file === undefined) throw HttpError.of('VALIDATION_FAILED', 'Send the image in the multipart field "file"', [{ path: 'file', message: 'file is required' }]);
  if (context.grant.kind === 'session') {
    const auth = context.grant.auth;
    return services.images.upload({ kind: 'member', companyId: auth.companyId, userId: auth.userId }, context.file);
  }
  const linkToken = context.headers[LINK_TOKEN_HEADER];
  if (typeof linkToken !== 'string') throw HttpError.of('UNAUTHENTICATED', 'Sign in or send the link token of your onboarding');
  const record = await services.linkTokens.open(linkToken, ['onboarding', 'register', 'invitation', 'signup']);
  const companyId = typeof record.data.companyId === 'string' ? record.data.companyId : record.companyId;
  return services.images.upload({ kind: 'link', linkTokenId: record._id, companyId }, context.file);
}

async function image(services: IdentityServices, imageId: string, query: Record<string, unknown>): Promise<BinaryReply> {
  const found = await services.images.linkedContent(imageId, query.expires, query.signature);
  // Ids are never reused for other content: the browser may keep an image as long as its link lives, but no shared cache.
  return new BinaryReply(found.contentType, found.data, {
    'Cache-Control': `private, max-age=${found.secondsLeft}, immutable`,
    ETag: `"${imageId}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
}

function parsedQuery<T>(schema: z.ZodType<T>, query: Record<string, unknown>): T {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw HttpError.of('VALIDATION_FAILED', 'The query is not valid', validationDetails(parsed.error));
  return parsed.data;
}

/** The gateway's own answers for the access flows, settings and images (docs/api-access.md). */
export async function runIdentityAction(action: IdentityAction, context: ActionContext, services: IdentityServices): Promise<unknown> {
  const body = context.body;
  switch (action) {
    case 'signupRequest':
      return services.signup.request(body as SignupRequestBody);
    case 'signupInspect':
      return services.signup.inspect(param(context, 'token'));
    case 'signupComplete':
      return services.signup.complete(param(context, 'token'), body as SignupCompleteBody);
    case 'register':
      return services.invitations.register(body as RegisterBody);
    case 'invite':
      return services.invitations.invite(sessionOf(context.grant), body as InvitationsBody);
    case 'profileTokenInspect':
      return services.invitations.profileToken(param(context, 'token'));
    case 'profileComplete':
      return services.invitations.completeProfile(param(context, 'token'), body as ProfileBody);
    case 'onboardingState':
      return services.onboarding.state(param(context, 'token'));
    case 'onboardingCompany':
      return services.onboarding.company(param(context, 'token'), body as OnboardingCompanyBody);
    case 'onboardingProject':
      return services.onboarding.project(param(context, 'token'), body as OnboardingProjectBody);
    case 'onboardingSchedules':
      return services.onboarding.schedules(param(context, 'token'), body as OnboardingSchedulesBody);
    case 'onboardingInvite':
      return services.onboarding.invite(param(context, 'token'), body as OnboardingInviteBody);
    case 'passwordResetRequest': {
      const request = body as { email: string; lang: Language };
      return services.passwordResets.request(request.email, request.lang);
    }
    case 'passwordResetInspect':
      return services.passwordResets.inspect(param(context, 'token'));
    case 'passwordReset':
      return services.passwordResets.reset(param(context, 'token'), (body as { password: string }).password);
    case 'activationRequest': {
      const request = body as { email: string; lang: Language };
      return services.activationRequests.request(request.email, request.lang);
    }
    case 'meGet':
      return services.account.me(sessionOf(context.grant));
    case 'meUpdate':
      return services.account.update(sessionOf(context.grant), body as UpdateMeBody);
    case 'mePassword': {
      const change = body as { currentPassword: string; password: string };
      return services.account.changePassword(sessionOf(context.grant), change.currentPassword, change.password, context.ip);
    }
    case 'companyGet':
      return services.company.current(sessionOf(context.grant));
    case 'companyUpdate':
      return services.company.update(sessionOf(context.grant), body as UpdateCompanyBody);
    case 'companyUsers':
      return services.company.listUsers(sessionOf(context.grant));
    case 'companyAuditEvents':
      return services.audit.list(sessionOf(context.grant), parsedQuery(auditEventsQuerySchema, context.query));
    case 'companyUserRole':
      return services.company.changeRole(sessionOf(context.grant), param(context, 'userId'), (body as { role: Role }).role);
    case 'companyUserDeactivate':
      return services.company.deactivate(sessionOf(context.grant), param(context, 'userId'));
    case 'companyUserActivate':
      return services.company.activate(sessionOf(context.grant), param(context, 'userId'));
    case 'imageUpload':
      return uploadImage(services, context);
    case 'imageGet':
      return image(services, param(context, 'imageId'), context.query);
  }
}
