import { Schema } from 'mongoose';
import type { ApiTokenScope } from '@tenon/contracts';

/** A company's API token for BI tools. The secret itself is never stored: only its SHA-256, looked up on each use. */
export interface ApiTokenRecord {
  _id: string;
  companyId: string;
  name: string;
  scope: ApiTokenScope;
  secretHash: string;
  hint: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const apiTokenSchema = new Schema<ApiTokenRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    name: { type: String, required: true },
    scope: { type: String, required: true },
    secretHash: { type: String, required: true, unique: true },
    hint: { type: String, required: true },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'api_tokens', versionKey: false },
);
apiTokenSchema.index({ companyId: 1, createdAt: -1 });

export const API_TOKEN_MODEL = 'ApiToken';
