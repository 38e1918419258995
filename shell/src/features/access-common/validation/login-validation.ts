// Spec 5: local part, @, domain, suffix of 2 to 4 letters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export function normalizeEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

export interface LoginFormErrors {
  email?: 'email_invalid' | 'email_required';
  password?: 'password_min' | 'password_required';
}

export function validateLoginForm(email: string, password: string): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (normalizeEmail(email) === '') errors.email = 'email_required';
  else if (!isValidEmail(email)) errors.email = 'email_invalid';
  if (password === '') errors.password = 'password_required';
  else if (password.length < LOGIN_PASSWORD_MIN_LENGTH) errors.password = 'password_min';
  return errors;
}

export function isLoginFormValid(email: string, password: string): boolean {
  return Object.keys(validateLoginForm(email, password)).length === 0;
}
