import { Types } from 'mongoose';

export function toObjectId(id: string): Types.ObjectId {
  return new Types.ObjectId(id);
}

export function isObjectId(id: string): boolean {
  return /^[0-9a-f]{24}$/.test(id);
}
