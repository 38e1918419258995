import type { FormError } from './form-messages';
import { normalizeEmail } from './login-validation';

/** Stricter than the sign-in pattern (same as `SIGNUP_EMAIL_PATTERN` of @tenon/contracts; a test keeps them equal). */
export const SIGNUP_EMAIL_PATTERN = /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,4}$/;

/**
 * The most common public mail providers, for the immediate hint only. The gateway holds the full free and throw-away
 * lists (about 2 MB) and answers EMAIL_DOMAIN_NOT_ALLOWED for anything else it refuses.
 */
export const COMMON_FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.es',
  'yahoo.com.mx',
  'yahoo.com.ar',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'mailinator.com',
]);

export function isCommonFreeMailDomain(email: string): boolean {
  const domain = normalizeEmail(email).split('@')[1] ?? '';
  return COMMON_FREE_MAIL_DOMAINS.has(domain);
}

export function validateSignupEmail(email: string): FormError | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === '') return 'required:email';
  if (!SIGNUP_EMAIL_PATTERN.test(normalized)) return 'email_invalid';
  if (isCommonFreeMailDomain(normalized)) return 'email_free_domain';
  return undefined;
}
