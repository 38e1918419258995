/** Codes of the access and onboarding flows (docs/api-access.md); the front end maps each to a spec 8 message key. */
export const accessErrorStatus = {
  EMAIL_EXISTS: 409,
  EMAIL_NOT_CONFIRMED: 403,
  PASSWORD_TOO_SHORT: 400,
  EMAIL_NOT_SENT: 502,
  RESET_FAILED: 500,
  EMAIL_NOT_FOUND: 404,
  EMAIL_DOMAIN_NOT_ALLOWED: 400,
  TOKEN_EXPIRED: 410,
  TOKEN_INVALID: 404,
  USER_INACTIVE: 403,
  WRONG_STEP: 409,
  IMAGE_TOO_LARGE: 400,
  IMAGE_TYPE_NOT_ALLOWED: 400,
  LAST_ADMIN: 409,
} as const;

export type AccessErrorCode = keyof typeof accessErrorStatus;

/** Spec 8 message keys of the codes that have one. */
export const accessErrorMessageKeys: Partial<Record<AccessErrorCode | 'INVALID_CREDENTIALS', string>> = {
  EMAIL_EXISTS: 'email_exists',
  EMAIL_NOT_CONFIRMED: 'email_not_confirm',
  PASSWORD_TOO_SHORT: 'password_min',
  EMAIL_NOT_SENT: 'error_send_email',
  RESET_FAILED: 'error_build_reset',
  EMAIL_NOT_FOUND: 'email_not_exists',
  INVALID_CREDENTIALS: 'error_password',
};
