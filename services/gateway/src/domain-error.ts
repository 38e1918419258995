import type { AccessErrorCode, PlatformErrorCode } from '@tenon/contracts';

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
