import { platformErrorStatus, type HttpErrorBody, type PlatformErrorCode } from '@tenon/contracts';

/** An answer the gateway gives itself, with a stable code from the contracts. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static of(code: PlatformErrorCode, message: string, details?: unknown): HttpError {
    return new HttpError(platformErrorStatus[code], code, message, details);
  }

  body(): HttpErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) } };
  }
}
