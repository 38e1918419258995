import { accessErrorStatus, platformErrorStatus, type ServiceErrorBody } from '@tenon/contracts';
import { getProcessLogger, ServiceError, ServiceUnavailableError } from '@tenon/service-kit';
import multer from 'multer';
import { DomainError, type DomainErrorCode } from '../domain-error';
import { HttpError } from './http-error';

/** Seconds a client should wait before retrying when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

const DEPENDENCY_ERROR_NAMES = new Set([
  // ioredis: the connection dropped while a command waited, or no connection at all.
  'MaxRetriesPerRequestError',
  // mongodb driver: the database cannot be reached.
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Redis, the database or Kafka is unreachable: the request did not happen and may be retried. */
export function isDependencyFailure(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  if (DEPENDENCY_ERROR_NAMES.has(error.name)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  // ioredis names a closed or unwritable connection only in its message.
  return /^Connection is closed|Stream isn't writeable/.test(error.message);
}

/** The HTTP status of every code a domain error may carry: the one place the gateway's rules meet HTTP. */
const statusOfCode: Record<DomainErrorCode, number> = { ...platformErrorStatus, ...accessErrorStatus };

/** A refusal by the gateway's rules as the browser receives it: the code's status, and the wait of a throttle. */
function fromDomainError(error: DomainError): HttpError {
  const retryAfterSeconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  const headers = error.code === 'TOO_MANY_ATTEMPTS' && typeof retryAfterSeconds === 'number' ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return new HttpError(statusOfCode[error.code], error.code, error.message, error.details, headers);
}

/** A service's refusal (a reply's error, or one a port rethrew) keeps its code and status; a status outside 4xx/5xx is 502. */
export function fromServiceError(error: ServiceErrorBody): HttpError {
  const status = Number.isInteger(error.status) && error.status >= 400 && error.status < 600 ? error.status : 502;
  return new HttpError(status, error.code, error.message, error.details);
}

/** Every failure ends as a coded answer: 4xx for the caller's mistakes, 503 with Retry-After for a dependency down. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) {
    if (error.status !== 503 || error.headers['Retry-After'] !== undefined) return error;
    return new HttpError(error.status, error.code, error.message, error.details, { ...error.headers, 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  if (error instanceof DomainError) return toHttpError(fromDomainError(error));
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fromDomainError(new DomainError('IMAGE_TOO_LARGE', 'The image is larger than 2 MiB'));
    return HttpError.of('VALIDATION_FAILED', `The upload is not valid: ${error.message}`, [{ path: error.field ?? 'file', message: error.code }]);
  }
  // Before the dependency check, which would read a service's own message as a connection failure.
  if (error instanceof ServiceError && !(error instanceof ServiceUnavailableError)) return toHttpError(fromServiceError(error));
  if (isDependencyFailure(error)) {
    getProcessLogger().warn({ err: error }, 'a dependency is unavailable');
    const message = error instanceof ServiceUnavailableError ? 'The service did not answer in time; try again' : 'A part of the platform is unavailable; try again shortly';
    return new HttpError(503, 'SERVICE_UNAVAILABLE', message, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') return HttpError.of('MALFORMED_JSON', 'The request body is not valid JSON');
  if (bodyError.type === 'entity.too.large') return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  getProcessLogger().error({ err: error }, 'request failed unexpectedly');
  return HttpError.of('INTERNAL', 'Unexpected error');
}
