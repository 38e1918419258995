import { ServiceError } from '@tenon/service-kit';

export const nameTaken = (what: string, name: string): ServiceError =>
  new ServiceError('NAME_TAKEN', `A ${what} named "${name}" already exists here`, 409, { name });

export const invalidRequest = (message: string, details?: unknown): ServiceError => new ServiceError('VALIDATION_FAILED', message, 400, details);

/**
 * A unique index refused the write. MongoDB answers code 11000; FerretDB does too on insert, but on
 * findAndModify it answers code 1 (InternalError) with SQLite's "UNIQUE constraint failed" text.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
