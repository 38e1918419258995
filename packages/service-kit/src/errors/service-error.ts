import type { ServiceErrorBody } from '@tenon/contracts';

/** An expected failure with a stable code; the handler wrapper turns it into an error reply. */
export class ServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toBody(): ServiceErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message, status: this.status }
      : { code: this.code, message: this.message, status: this.status, details: this.details };
  }
}

/**
 * The owning service did not answer in time, or the transport is gone. `not-sent`: the request never left, so nothing
 * was applied; `no-reply`: it was sent and may have been applied by a service that answered too late.
 */
export class ServiceUnavailableError extends ServiceError {
  constructor(
    readonly topic: string,
    reason: string,
    readonly delivery: 'not-sent' | 'no-reply' = 'not-sent',
  ) {
    super('SERVICE_UNAVAILABLE', `The service answering ${topic} is unavailable (${reason})`, 503);
    this.name = 'ServiceUnavailableError';
  }
}

export const notFound = (what: string): ServiceError => new ServiceError('NOT_FOUND', `${what} not found`, 404);
export const wrongCompany = (): ServiceError =>
  new ServiceError('WRONG_COMPANY', 'This resource belongs to another company', 403);
export const notAMember = (): ServiceError => new ServiceError('NOT_A_MEMBER', 'You are not a member of this project', 403);
