import { Types } from 'mongoose';

/** A stored id from the 24 hex characters the APIs carry (validated by the contracts before it gets here). */
export function toObjectId(id: string): Types.ObjectId {
  return new Types.ObjectId(id);
}

/** Whether `id` is a stored id's form: older records keep other ids (a calendar's name-like id), asked before converting. */
export function isObjectId(id: string): boolean {
  return /^[0-9a-f]{24}$/.test(id);
}
