import { ServiceError } from '@tenon/service-kit';

export const nameTaken = (what: string, name: string): ServiceError =>
  new ServiceError('NAME_TAKEN', `A ${what} named "${name}" already exists here`, 409, { name });

export const invalidRequest = (message: string, details?: unknown): ServiceError => new ServiceError('VALIDATION_FAILED', message, 400, details);

/** A unique index refused the write (MongoDB and FerretDB both answer code 11000). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}
