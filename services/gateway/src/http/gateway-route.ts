import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { AuthContext } from '@tenon/contracts';
import type { ActivationRequestsService } from '../access/activation-requests.service';
import type { InvitationsService } from '../access/invitations.service';
import type { LinkTokensService } from '../access/link-tokens/link-tokens.service';
import type { OnboardingService } from '../access/onboarding.service';
import type { PasswordResetService } from '../access/password-reset.service';
import type { SignupService } from '../access/signup.service';
import type { ApiTokensService } from '../api-tokens/api-tokens.service';
import type { AuditLogService } from '../audit/audit-log.service';
import type { AuthService, SignedInUser } from '../auth/auth.service';
import type { HealthService } from '../health/health.service';
import type { ImagesService } from '../images/images.service';
import type { PdfExportService } from '../exports/pdf-export.service';
import type { PdfJobsService } from '../exports/pdf-jobs.service';
import type { AccountSettingsService } from '../settings/account-settings.service';
import type { CompanySettingsService } from '../settings/company-settings.service';
import type { AccessGrant, RouteAccess } from './access-guard';
import { HttpError } from './http-error';

/**
 * Ids in a body forwarded to a service that name things the gateway owns (users, images): the service cannot tell
 * whether they belong to the caller's company, so the gateway checks them before the request leaves.
 */
export type RouteReference =
  | { field: 'userId' | 'responsibleId'; must: 'companyMember' }
  | { field: 'image'; must: 'companyImage' }
  /** A list of user ids (a roadblock's responsibles): each must be of the caller's company. */
  | { field: 'responsibleIds' | 'reportUserIds'; must: 'companyMembers' };

/** The gateway's own services, as the handlers of its local routes call them. */
export interface LocalServices {
  auth: AuthService;
  health: HealthService;
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
  pdf: PdfExportService;
  pdfJobs: PdfJobsService;
  apiTokens: ApiTokensService;
}

/** What a local route's handler is given: the body as the route's schema parsed it, and the caller the access check found. */
export interface LocalRequest<Body> {
  body: Body;
  grant: AccessGrant;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The caller's address (behind a trusted proxy, the one it names), for throttles and the audit log. */
  ip: string | undefined;
  /** The uploaded file of an `upload` route. */
  file: Buffer | undefined;
}

/** Answers a local route, as a feature writes it: a value or a promise of it; `undefined` is an empty answer. */
export type LocalHandler<Body = unknown> = (request: LocalRequest<Body>, services: LocalServices) => unknown;

/** A local route's handler as the router calls it: always a promise. */
export type RouteHandler = (request: LocalRequest<unknown>, services: LocalServices) => Promise<unknown>;

/** How a route is answered: by a handler of the gateway, or by a service over Kafka. */
export type RouteTarget =
  | {
      kind: 'local';
      /** How the reviewed list (route-permissions.json) names the route: `gateway:<name>`. Nothing dispatches on it. */
      name: string;
      handle: RouteHandler;
    }
  | { kind: 'forward'; topic: string };

interface RouteOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1, express path syntax. */
  path: string;
  access: RouteAccess;
  body?: z.ZodType;
  /** Answer status on success (204 sends no body). */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * `image`: a multipart upload whose `file` field the handler receives. `schedule-file`: the body is a file of up to
   * 60 MB, kept a few minutes in Redis; the service is sent `uploadId` and `fileName` (from the query) instead.
   */
  upload?: 'image' | 'schedule-file';
  /** The route mails the addresses in its body: it is rate limited per address, target e-mail and company. */
  sendsMail?: true;
  /** Body fields naming users or images, checked to be the caller's company's before forwarding. */
  references?: readonly RouteReference[];
  /** The reply's `members` get their names from the caller's company (see `withMemberNames`). */
  namesMembers?: true;
  /** The reply is a resolved modification request: its requester is mailed (see `ModificationMail`). */
  mailsRequester?: true;
  /** A body limit above the gateway's 1 MB, read only once the caller is authorized (whole plans). */
  maxBody?: string;
  /** How long the service may take to answer, above the gateway's default (writes of thousands of rows). */
  timeoutMs?: number;
  /** A data export: each one answered is recorded in the company's audit log with who took what. */
  auditedExport?: true;
  /** A BI read: the service answers a page of rows, sent as CSV when the query says `format=csv`. */
  tabular?: true;
}

export interface GatewayRoute extends RouteOptions {
  target: RouteTarget;
}

export interface LocalRoute extends GatewayRoute {
  target: Extract<RouteTarget, { kind: 'local' }>;
}

/** The body a route's handler reads: what its schema parses to, or nothing it may rely on without a schema. */
export type BodyOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** A local route as a feature declares it: its handler is typed by its own body schema. */
export interface LocalRouteDefinition<Schema extends z.ZodType | undefined> extends Omit<RouteOptions, 'body'> {
  body?: Schema;
  handle: LocalHandler<BodyOf<Schema>>;
}

/** A local route not yet named: `localRoutes` names it after its key. */
export interface UnnamedLocalRoute extends RouteOptions {
  handle: RouteHandler;
}

/** One local route whose handler reads the body exactly as `body` parses it (no field the schema lacks). */
export function localRoute<Schema extends z.ZodType | undefined = undefined>(definition: LocalRouteDefinition<Schema>): UnnamedLocalRoute {
  // The router hands a handler only the body its own route's schema parsed, so widening the parameter here is safe.
  const handle = definition.handle as LocalHandler;
  // Always a promise: a handler that throws before its first await, or answers at once, is awaited alike.
  return { ...definition, handle: async (request, services) => await handle(request, services) };
}

/** A feature's local routes, each named after its key (the name route-permissions.json shows). */
export function localRoutes<Name extends string>(routes: Record<Name, UnnamedLocalRoute>): Record<Name, LocalRoute> {
  const named = Object.entries<UnnamedLocalRoute>(routes).map(([name, { handle, ...options }]): [string, LocalRoute] => [
    name,
    { ...options, target: { kind: 'local', name, handle } },
  ]);
  return Object.fromEntries(named) as Record<Name, LocalRoute>;
}

/** An answer that is not JSON (an image), sent as is with its headers. */
export class BinaryReply {
  constructor(
    readonly contentType: string,
    readonly content: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

/** The company session of the caller; a route open to other credentials answers 401 without one. */
export function sessionOf(grant: AccessGrant): AuthContext {
  if (grant.kind !== 'session') throw HttpError.of('UNAUTHENTICATED', 'Choose a company first');
  return grant.auth;
}

/** The signed-in user of a `user-token` route. */
export function signedInUserOf(grant: AccessGrant): SignedInUser {
  if (grant.kind !== 'user') throw HttpError.of('UNAUTHENTICATED', 'Sign in first');
  return { userId: grant.userId, tokenVersion: grant.tokenVersion, tokenId: grant.tokenId };
}

/** A parameter of the route's path. */
export function pathParam(request: LocalRequest<unknown>, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw HttpError.of('NOT_FOUND', `Missing ${name}`);
  return value;
}
