import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { authContextSchema, REQUEST_ID_HEADER, type ServiceReply, type ServiceRequest } from '@tenon/contracts';
import { ServiceError } from '../errors/service-error';
import { getProcessLogger } from '../logging/process-logger';
import { runWithRequestContext } from '../logging/request-context';
import { DEADLINE_HEADER } from '../messaging/request-transport';
import { requestFingerprint, type IdempotentRequestsStore } from './idempotent-requests.store';

/** The part of Nest's KafkaContext the wrapper reads; a plain object works in unit tests. */
export interface RequestHeadersSource {
  getMessage(): { headers?: Record<string, unknown> };
}

export function requestIdOf(context: RequestHeadersSource | undefined): string {
  const header = context?.getMessage().headers?.[REQUEST_ID_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  if (Buffer.isBuffer(header) && header.length > 0) return header.toString();
  return randomUUID();
}

/** True when the caller's deadline has passed (a service that was down works through a backlog of abandoned requests). */
export function isPastDeadline(context: RequestHeadersSource | undefined, now = Date.now()): boolean {
  const header = context?.getMessage().headers?.[DEADLINE_HEADER];
  const raw = Buffer.isBuffer(header) ? header.toString() : header;
  if (typeof raw !== 'string') return false;
  const deadline = Number(raw);
  return Number.isFinite(deadline) && now > deadline;
}

export function validationDetails(error: z.ZodError, prefix?: string): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: [...(prefix === undefined ? [] : [prefix]), ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * Validates `{ auth, data }`, runs the rule and turns the outcome into a reply the gateway maps to HTTP:
 * a ServiceError keeps its code and status, anything else is logged and answered as INTERNAL.
 */
export async function answerRequest<TSchema extends z.ZodType, TResult>(
  dataSchema: TSchema,
  payload: unknown,
  context: RequestHeadersSource | undefined,
  rule: (request: ServiceRequest<z.output<TSchema>>) => Promise<TResult> | TResult,
  idempotency?: { store: IdempotentRequestsStore; topic: string },
): Promise<ServiceReply<TResult>> {
  const requestId = requestIdOf(context);
  return runWithRequestContext({ requestId }, async () => {
    if (isPastDeadline(context)) {
      getProcessLogger().warn('request skipped: its caller stopped waiting');
      return { ok: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'The request expired before it was handled', status: 503 } };
    }
    const envelope = (typeof payload === 'object' && payload !== null ? payload : {}) as { auth?: unknown; data?: unknown; idempotencyKey?: unknown };
    const auth = authContextSchema.safeParse(envelope.auth);
    const data = dataSchema.safeParse(envelope.data);
    if (!auth.success || !data.success) {
      const details = [
        ...(auth.success ? [] : validationDetails(auth.error, 'auth')),
        ...(data.success ? [] : validationDetails(data.error, 'data')),
      ];
      return { ok: false, error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', status: 400, details } };
    }
    const run = async (): Promise<ServiceReply<TResult>> => {
      try {
        const result = await rule({ auth: auth.data, data: data.data });
        return { ok: true, data: result };
      } catch (error) {
        if (error instanceof ServiceError) return { ok: false, error: error.toBody() };
        getProcessLogger().error({ err: error }, 'request failed unexpectedly');
        return { ok: false, error: { code: 'INTERNAL', message: 'Unexpected error', status: 500 } };
      }
    };
    const key = envelope.idempotencyKey;
    if (idempotency === undefined || typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return run();
    const id = `${idempotency.topic}:${auth.data.companyId}:${auth.data.userId}:${key}`;
    return answerOnce<TResult>(idempotency.store, id, requestFingerprint(data.data), run);
  });
}

export const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** Runs a keyed write once: a retry gets the first outcome; a 5xx releases the key so the write may be tried again. */
async function answerOnce<TResult>(
  store: IdempotentRequestsStore,
  id: string,
  fingerprint: string,
  run: () => Promise<ServiceReply<TResult>>,
): Promise<ServiceReply<TResult>> {
  let start;
  try {
    start = await store.begin(id, fingerprint);
  } catch (error) {
    getProcessLogger().warn({ err: error }, 'idempotency record not readable');
    return { ok: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'The request could not be recorded; nothing was changed', status: 503 } };
  }
  switch (start.kind) {
    case 'done':
      return start.reply as ServiceReply<TResult>;
    case 'in-progress':
      return { ok: false, error: { code: 'REQUEST_IN_PROGRESS', message: 'This request is still being handled; ask again shortly', status: 409 } };
    case 'key-reused':
      return { ok: false, error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was used for another request', status: 422 } };
    case 'new':
      break;
  }
  const reply = await run();
  try {
    if (!reply.ok && reply.error.status >= 500) await store.release(id);
    else await store.finish(id, reply);
  } catch (error) {
    getProcessLogger().warn({ err: error }, 'idempotency outcome not recorded');
  }
  return reply;
}
