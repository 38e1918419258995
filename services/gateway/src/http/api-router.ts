import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, SCHEDULE_FILE_MAX_BYTES } from '@tenon/contracts';
import { getProcessLogger, IDEMPOTENCY_KEY, KafkaRequester, runWithRequestContext, ServiceUnavailableError, validationDetails, type TransientBlobs } from '@tenon/service-kit';
import type { SessionLookup } from '../auth/session.store';
import multer from 'multer';
import type { z } from 'zod';
import { DomainError } from '../domain-error';
import { IMAGE_MAX_BYTES } from '../images/image-type';
import { authorize, type AccessGrant, type TokenVerifier } from './access-guard';
import { tabularReply } from './tabular-reply';
import { guardedBody } from './body-guard';
import { withMemberNames } from './member-names';
import { checkedReferences } from './reference-checks';
import type { ImageLinkSigner } from '../images/image-links';
import { fromServiceError, toHttpError } from './error-mapping';
import { mailTargetsOf, type MailRateLimiter } from './mail-rate-limit';
import { BinaryReply, sessionOf, type GatewayRoute, type LocalRequest, type LocalServices } from './gateway-route';
import { HttpError } from './http-error';
import type { ModificationMail } from '../modifications/modification-mail';
import { gatewayRoutes } from './route-table';

export interface ApiRouterDependencies {
  tokens: TokenVerifier;
  sessions: SessionLookup;
  /** What the handlers of local routes call. */
  services: LocalServices;
  requester: KafkaRequester;
  requestTimeoutMs: number;
  /** Limits the routes that send mail; absent in tests that do not need it. */
  mailLimiter?: MailRateLimiter;
  /** Signs the image paths of every answer (docs/api-access.md, images). */
  imageLinks: ImageLinkSigner;
  routes?: readonly GatewayRoute[];
  /** Where uploaded schedule files wait for the service that reads them. */
  uploads?: TransientBlobs;
  /** Mails the requester of a resolved modification request; absent in tests that do not need it. */
  modificationMail?: ModificationMail;
}

const MAX_BODY = '1mb';

function localRequestOf(grant: AccessGrant, body: unknown, request: Request): LocalRequest<unknown> {
  return {
    body,
    grant,
    params: request.params as Record<string, string>,
    query: request.query,
    headers: request.headers,
    ip: request.ip,
    file: request.file?.buffer,
  };
}

/** The client's key for a write (packages/ui sends one per write and reuses it on retries); absent is allowed. */
function idempotencyKeyOf(request: Request): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw HttpError.of('VALIDATION_FAILED', 'Idempotency-Key must be 8 to 100 letters, digits, - or _', [{ path: 'Idempotency-Key', message: 'invalid' }]);
  }
  return header;
}

/**
 * Services answer `{ ok, data | error }`; an error keeps its code and status on the way to the browser. A write that
 * was sent but not answered may have been applied: that is 504 OUTCOME_UNKNOWN, which a retry with the same
 * idempotency key resolves; 503 is kept for what certainly did not happen (reads, requests never sent).
 */
async function forward(route: GatewayRoute, topic: string, grant: AccessGrant, data: Record<string, unknown>, request: Request, deps: ApiRouterDependencies): Promise<unknown> {
  // An API token's read goes out under its company; the service answers it as it would any caller of that company.
  const auth = grant.kind === 'api-token' ? grant.auth : sessionOf(grant);
  const isWrite = request.method !== 'GET';
  const idempotencyKey = isWrite ? idempotencyKeyOf(request) : undefined;
  const envelope = { auth, data, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) };
  const options = { timeoutMs: route.timeoutMs ?? deps.requestTimeoutMs };
  let reply;
  try {
    reply = answeredAsSent(route)
      ? await deps.requester.requestConditional(topic, envelope, request.headers['if-none-match'] ?? '', options)
      : await deps.requester.request(topic, envelope, options);
  } catch (error) {
    if (isWrite && error instanceof ServiceUnavailableError && error.delivery === 'no-reply') {
      throw new HttpError(
        504,
        'OUTCOME_UNKNOWN',
        idempotencyKey === undefined ? 'The change may or may not have been saved; reload to see' : 'The change may or may not have been saved; send it again with the same Idempotency-Key to learn which',
        idempotencyKey === undefined ? undefined : { idempotencyKey },
      );
    }
    throw error;
  }
  if (reply.ok && 'notModified' in reply) return new NotModified(reply.etag);
  if (reply.ok && 'json' in reply) return new Tagged(reply.json, reply.etag);
  if (reply.ok) return reply.etag === undefined ? reply.data : new Tagged(JSON.stringify(reply.data ?? null), reply.etag);
  throw fromServiceError(reply.error);
}

function handlerFor(route: GatewayRoute, deps: ApiRouterDependencies) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      const grant = (response.locals.grant as AccessGrant | undefined) ?? (await authorize(route.access, request.headers.authorization, deps.tokens, deps.sessions, deps.services.apiTokens));
      if (grant.kind === 'api-token') await deps.services.apiTokens.recordUse({ tokenId: grant.tokenId, companyId: grant.auth.companyId, scope: 'bi:read' }, request.ip, request.path);
      let body: unknown = route.upload === 'schedule-file' ? {} : guardedBody(request.body ?? {});
      if (route.body !== undefined) {
        const parsed = route.body.safeParse(body);
        if (!parsed.success) throw validationFailure(parsed.error);
        body = parsed.data;
      }
      if (route.sendsMail === true && deps.mailLimiter !== undefined) {
        await deps.mailLimiter.consume({
          ip: request.ip ?? 'unknown',
          emails: mailTargetsOf(body),
          ...(grant.kind === 'session' ? { companyId: grant.auth.companyId } : {}),
        });
      }
      if (route.references !== undefined) body = await checkedReferences(route.references, body as Record<string, unknown>, sessionOf(grant), deps.services);
      const upload = route.upload === 'schedule-file' ? await stashedUpload(request, grant, deps) : undefined;
      if (upload !== undefined) body = { uploadId: upload.id };
      const answered =
        route.target.kind === 'local'
          ? await route.target.handle(localRequestOf(grant, body, request), deps.services)
          : await forward(
              route,
              route.target.topic,
              grant,
              { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>), ...request.params },
              request,
              deps,
            ).finally(() => upload?.drop());
      if (answered instanceof NotModified) {
        response.status(304).set({ ETag: answered.etag, 'Cache-Control': CONDITIONAL_CACHE_CONTROL }).end();
        return;
      }
      if (answered instanceof Tagged) {
        sendTagged(response, answered, deps.imageLinks);
        return;
      }
      if (route.auditedExport === true && grant.kind === 'session') {
        await deps.services.audit.record({
          type: 'data-exported',
          companyId: grant.auth.companyId,
          subjectId: grant.auth.userId,
          ip: request.ip,
          details: { path: request.path, ...(request.query as Record<string, unknown>) },
        });
      }
      // After the answer, so a slow mail server does not hold the approval.
      if (route.mailsRequester === true && grant.kind === 'session') setImmediate(() => void deps.modificationMail?.resolved(grant.auth, answered));
      const named = route.namesMembers === true && grant.kind === 'session' ? await withMemberNames(answered, grant.auth, deps.services) : answered;
      const result = route.tabular === true ? tabularReply(named, request.query.format) : named;
      const status = route.successStatus ?? 200;
      if (result instanceof BinaryReply) response.status(200).set(result.headers).type(result.contentType).send(result.content);
      else if (status === 204) response.status(204).end();
      else if (result === undefined) response.status(status).json(result);
      else response.status(status).type('json').send(deps.imageLinks.signJson(JSON.stringify(result)));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A GET whose service reply reaches the browser byte for byte: the service may then answer the browser's If-None-Match
 * itself, before the reply crosses Kafka and the gateway. Not a route whose reply the gateway adds to, converts or
 * records: the service's etag would not name what the browser got.
 */
export function answeredAsSent(route: GatewayRoute): boolean {
  return route.method === 'GET' && route.namesMembers !== true && route.tabular !== true && route.auditedExport !== true && route.mailsRequester !== true;
}

/** Kept by the browser, and asked again with If-None-Match before each use (private: it is a user's data). */
const CONDITIONAL_CACHE_CONTROL = 'private, no-cache';

class NotModified {
  constructor(readonly etag: string) {}
}

/** A reply's data as JSON text, with the etag the service gave those bytes. */
class Tagged {
  constructor(
    readonly json: string,
    readonly etag: string,
  ) {}
}

/**
 * A reply with the service's etag. Image paths are signed with an expiry on the way out, so a reply holding any is
 * sent untagged: a 304 would keep the browser on links that expire.
 */
function sendTagged(response: Response, tagged: Tagged, imageLinks: ApiRouterDependencies['imageLinks']): void {
  const signed = imageLinks.signJson(tagged.json);
  if (signed === tagged.json) response.set({ ETag: tagged.etag, 'Cache-Control': CONDITIONAL_CACHE_CONTROL });
  response.status(200).type('json').send(signed);
}

/** A new password shorter than 8 has its own code (spec 8: `password_min`); any other schema failure is VALIDATION_FAILED. */
function validationFailure(error: z.ZodError): HttpError | DomainError {
  const tooShort = error.issues.some((issue) => issue.code === 'too_small' && issue.path.at(-1) === 'password');
  if (tooShort) return new DomainError('PASSWORD_TOO_SHORT', 'The password needs at least 8 characters', validationDetails(error));
  return HttpError.of('VALIDATION_FAILED', 'The request body is not valid', validationDetails(error));
}

/**
 * A schedule file is read by the masterplan service, and it is too large for a Kafka message: it waits in Redis
 * (company-scoped, a few minutes) and the request names it. The service takes it; the gateway drops it whatever the answer.
 */
const UPLOAD_SECONDS = 5 * 60;
async function stashedUpload(request: Request, grant: AccessGrant, deps: ApiRouterDependencies): Promise<{ id: string; drop: () => Promise<void> }> {
  const { companyId } = sessionOf(grant);
  if (deps.uploads === undefined) throw new Error('no upload store configured');
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (bytes.length === 0) throw HttpError.of('VALIDATION_FAILED', 'Send the schedule file as the request body', [{ path: 'file', message: 'file is required' }]);
  const uploads = deps.uploads;
  const id = await uploads.put(companyId, 'upload', bytes, UPLOAD_SECONDS);
  return { id, drop: () => uploads.delete(companyId, 'upload', id).catch(() => undefined) };
}

/** One file in memory, refused past the image limit before it is read whole. */
const imageUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }).single('file');

/** Any content type: the file's content decides its format, not what the browser guessed. */
const scheduleFileBody = express.raw({ type: () => true, limit: SCHEDULE_FILE_MAX_BYTES });

/** A caller without the right is refused before a large body or an upload is read; a link token travels in the form and is checked after. */
function authorizeBeforeUpload(route: GatewayRoute, deps: ApiRouterDependencies) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      response.locals.grant = await authorize(route.access, request.headers.authorization, deps.tokens, deps.sessions, deps.services.apiTokens);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** `/api/v1`: request id, JSON bodies, every route of the route table behind its access check, coded errors. */
export function apiRouter(deps: ApiRouterDependencies): Router {
  const router = express.Router();
  router.use((request, response, next) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    const requestId = typeof incoming === 'string' && /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const began = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - began) / 1e6;
      const line = { requestId, method: request.method, path: request.originalUrl.split('?')[0], status: response.statusCode, ms: Math.round(ms * 10) / 10 };
      if (response.statusCode >= 500) getProcessLogger().warn(line, 'http request');
      else getProcessLogger().info(line, 'http request');
    });
    runWithRequestContext({ requestId }, () => next());
  });
  const routes = deps.routes ?? gatewayRoutes;
  // A whole plan is several megabytes: those few routes read their body only after the caller is authorized.
  for (const route of routes.filter((candidate) => candidate.maxBody !== undefined)) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, authorizeBeforeUpload(route, deps), express.json({ limit: route.maxBody, strict: false }), handlerFor(route, deps));
  }
  for (const route of routes.filter((candidate) => candidate.upload === 'schedule-file')) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, authorizeBeforeUpload(route, deps), scheduleFileBody, handlerFor(route, deps));
  }
  router.use(express.json({ limit: MAX_BODY, strict: false }));
  for (const route of routes.filter((candidate) => candidate.maxBody === undefined && candidate.upload !== 'schedule-file')) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    if (route.upload === 'image') router[method](route.path, authorizeBeforeUpload(route, deps), imageUpload, handlerFor(route, deps));
    else router[method](route.path, handlerFor(route, deps));
  }
  router.use((request, _response, next) => {
    next(HttpError.of('ROUTE_NOT_FOUND', `No route ${request.method} /api/v1${request.path}`));
  });
  router.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const httpError = toHttpError(error);
    for (const [name, value] of Object.entries(httpError.headers)) response.setHeader(name, value);
    response.status(httpError.status).json(httpError.body());
  });
  return router;
}
