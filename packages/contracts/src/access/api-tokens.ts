import { z } from 'zod';

/** What an API token may do. Only reading the BI routes exists; the field is there so a wider scope is a data change. */
export const apiTokenScopes = ['bi:read'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Every API token starts so: a token pasted into the wrong place is recognisable, and never read as a session token. */
export const API_TOKEN_PREFIX = 'tnn_bi_';

export const createApiTokenBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'name is required')
      .max(80)
      // The name is shown in the settings table and the audit log: no control or bidi characters.
      .refine((name) => !/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name), 'name has control characters'),
    scope: z.enum(apiTokenScopes).default('bi:read'),
  })
  .strict();
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export interface ApiTokenView {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The last characters of the secret, so an admin can tell tokens apart without it. */
  hint: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiTokensResponse {
  tokens: ApiTokenView[];
}

/** The answer to a creation: the only time the secret is ever shown. */
export interface CreatedApiToken {
  token: ApiTokenView;
  secret: string;
}
