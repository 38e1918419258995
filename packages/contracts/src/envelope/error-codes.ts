/** Stable error codes shared by the gateway, the services and the front ends (which map each to a message). */
export const platformErrorCodes = [
  'MALFORMED_JSON',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'SESSION_REVOKED',
  'NO_PERMISSION',
  'WRONG_COMPANY',
  'NOT_A_MEMBER',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'IMAGE_LINK_INVALID',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type PlatformErrorCode = (typeof platformErrorCodes)[number];

/** HTTP status each platform code is answered with. */
export const platformErrorStatus: Record<PlatformErrorCode, number> = {
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_REVOKED: 401,
  NO_PERMISSION: 403,
  WRONG_COMPANY: 403,
  NOT_A_MEMBER: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TOO_MANY_ATTEMPTS: 429,
  IMAGE_LINK_INVALID: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};
