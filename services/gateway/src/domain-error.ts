import type { AccessErrorCode, PlatformErrorCode } from '@tenon/contracts';
import { ServiceError } from '@tenon/service-kit';

export type DomainErrorCode = PlatformErrorCode | AccessErrorCode;

/**
 * A refusal by one of the gateway's own rules, with a stable code from the contracts. It knows nothing of HTTP:
 * `http/error-mapping.ts` gives every code its status, so the services stay usable from anything but a route.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The codes of the service kit's `notFound`, `wrongCompany`, `notAMember` and permission refusals. */
const OUT_OF_REACH_CODES: ReadonlySet<string> = new Set<PlatformErrorCode>(['NOT_FOUND', 'WRONG_COMPANY', 'NOT_A_MEMBER', 'NO_PERMISSION']);

/** A service refused the resource as not the caller's to reach (unknown to it, another company's, or not shared with it). */
export function isOutOfReach(error: unknown): error is ServiceError {
  return error instanceof ServiceError && OUT_OF_REACH_CODES.has(error.code);
}
