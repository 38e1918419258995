/** Error codes of docs/api.md plus the two the browser itself produces. */
export const API_ERROR_CODES = [
  'MALFORMED_JSON',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'SESSION_REVOKED',
  'NO_PERMISSION',
  'WRONG_COMPANY',
  'NOT_A_MEMBER',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
  'UNEXPECTED_RESPONSE',
] as const;
export type KnownApiErrorCode = (typeof API_ERROR_CODES)[number];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error: unknown = body.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** Turns a failed response body into an ApiError; bodies without the agreed shape keep the HTTP status. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details);
  return new ApiError(status, 'UNEXPECTED_RESPONSE', `Unexpected response (HTTP ${status})`);
}
