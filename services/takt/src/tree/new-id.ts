import { Types } from 'mongoose';

/** A new node's id: an ObjectId's 24 hex characters, the form the contracts validate. */
export const newId = (): string => new Types.ObjectId().toHexString();
