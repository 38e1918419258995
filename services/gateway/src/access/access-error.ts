import { accessErrorStatus, type AccessErrorCode } from '@tenon/contracts';
import { HttpError } from '../http/http-error';

/** An answer of the access flows with its stable code (docs/api-access.md). */
export function accessError(code: AccessErrorCode, message: string, details?: unknown): HttpError {
  return new HttpError(accessErrorStatus[code], code, message, details);
}
