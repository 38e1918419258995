import { Schema } from 'mongoose';
import { linkTokenPurposes, type LinkTokenPurpose } from './link-token';

/** What a token carries besides its owner: the invited role, the onboarding step, ids made along the way. */
export type LinkTokenData = Record<string, string | number | boolean | null>;

export interface LinkTokenRecord {
  _id: string;
  purpose: LinkTokenPurpose;
  tokenHash: string;
  email: string;
  userId: string | null;
  companyId: string | null;
  data: LinkTokenData;
  lang: 'en' | 'es';
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export const linkTokenSchema = new Schema<LinkTokenRecord>(
  {
    _id: { type: String, required: true },
    purpose: { type: String, enum: linkTokenPurposes, required: true },
    tokenHash: { type: String, required: true, unique: true },
    email: { type: String, required: true, index: true },
    userId: { type: String, default: null },
    companyId: { type: String, default: null },
    data: { type: Schema.Types.Mixed, default: {} },
    lang: { type: String, enum: ['en', 'es'], default: 'en' },
    // Expiry is checked in code and swept by a job: FerretDB has no TTL indexes.
    expiresAt: { type: Date, required: true, index: true },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'tokens', versionKey: false, minimize: false },
);

export const LINK_TOKEN_MODEL = 'LinkToken';
