import type { FormError } from './form-messages';

export const NEW_PASSWORD_MIN_LENGTH = 8;

/** Spec 5: at least 8 characters with a digit, a lower-case and an upper-case letter. */
export function isValidNewPassword(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN_LENGTH && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
}

/** The new password and its repeat; `invalid` is the message of a non-empty password that breaks the rule. */
export function validateNewPasswordPair(
  password: string,
  repeat: string,
  invalid: 'password_hint' | 'password_invalid' = 'password_hint',
): { password?: FormError; repeat?: FormError } {
  const errors: { password?: FormError; repeat?: FormError } = {};
  if (password === '') errors.password = 'required:password';
  else if (!isValidNewPassword(password)) errors.password = invalid;
  if (repeat !== password) errors.repeat = 'passwords_differ';
  return errors;
}
