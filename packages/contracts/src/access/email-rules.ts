import { z } from 'zod';

/** Spec 5, generic form rule: local part, @, domain, a suffix of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/**
 * Spec 5, sign-up: stricter than the login pattern. Letters, digits and `._%+-` in the local part (not starting or
 * ending with a dot, no two dots in a row), dot-separated domain labels of letters, digits and inner hyphens.
 */
export const SIGNUP_EMAIL_PATTERN =
  /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,4}$/;

/** E-mails are compared lowercased and without spaces (spec 5). */
export function normalizeEmail(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

export function emailDomainOf(email: string): string {
  return normalizeEmail(email).split('@')[1] ?? '';
}

export const EMAIL_INVALID_MESSAGE = 'Email is not valid';

export const emailSchema = z.string().overwrite(normalizeEmail).regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE);
export const signupEmailSchema = z.string().overwrite(normalizeEmail).regex(SIGNUP_EMAIL_PATTERN, EMAIL_INVALID_MESSAGE);

/** Creation asks for 8 (sign-in only 6: `LOGIN_PASSWORD_MIN`). */
export const NEW_PASSWORD_LENGTH = 8;
export const PASSWORD_HINT = 'Min Length 8. Must include Caps Letters & Numbers';
export const PASSWORDS_DIFFER_MESSAGE = "Passwords don't match";

/** Spec 5: at least 8 characters with a digit, a lower-case and an upper-case letter. */
export const newPasswordSchema = z
  .string()
  .min(NEW_PASSWORD_LENGTH, PASSWORD_HINT)
  .max(200)
  .regex(/\d/, PASSWORD_HINT)
  .regex(/[a-z]/, PASSWORD_HINT)
  .regex(/[A-Z]/, PASSWORD_HINT);

export function isValidNewPassword(password: string): boolean {
  return newPasswordSchema.safeParse(password).success;
}
