import type { PlatformErrorCode } from '@tenon/contracts/types';

/**
 * Codes the front ends show a message for: the platform's (one definition, in the contracts) but the two that never
 * reach a person as such, plus the two the browser itself produces.
 */
export type KnownApiErrorCode = Exclude<PlatformErrorCode, 'INTERNAL' | 'IMAGE_LINK_INVALID'> | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

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
