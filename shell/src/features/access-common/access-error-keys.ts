import { accessErrorMessageKeys } from '@tenon/contracts/types';
import type { ApiError } from '@tenon/ui';
import { messageLanguage } from './validation/form-messages';

/** Spec 8 message keys. */
export const SPEC_MESSAGE_KEYS = [
  'email_exists',
  'email_not_confirm',
  'password_min',
  'password_reset',
  'error_send_email',
  'error_build_reset',
  'email_not_exists',
  'error_password',
  'error_default',
] as const;
export type SpecMessageKey = (typeof SPEC_MESSAGE_KEYS)[number];

/** Keys of the access codes of docs/api-access.md that have no spec 8 key of their own. */
export const ACCESS_EXTRA_KEYS = ['email_domain_not_allowed', 'last_admin', 'image_too_large', 'image_type', 'name_taken', 'wrong_company'] as const;
export type AccessMessageKey = SpecMessageKey | (typeof ACCESS_EXTRA_KEYS)[number];

/** Server code (docs/api-access.md) → message key; anything else is `error_default`. */
export const ACCESS_CODE_KEYS: Readonly<Record<string, AccessMessageKey>> = {
  ...(accessErrorMessageKeys as Readonly<Record<string, SpecMessageKey>>),
  EMAIL_DOMAIN_NOT_ALLOWED: 'email_domain_not_allowed',
  LAST_ADMIN: 'last_admin',
  IMAGE_TOO_LARGE: 'image_too_large',
  IMAGE_TYPE_NOT_ALLOWED: 'image_type',
  NAME_TAKEN: 'name_taken',
  WRONG_COMPANY: 'wrong_company',
};

export const ACCESS_MESSAGES: Readonly<Record<'en' | 'es', Readonly<Record<AccessMessageKey, string>>>> = {
  en: {
    email_exists: 'This email is already registered.',
    email_not_confirm: 'Your email has not been confirmed yet. Check your inbox.',
    password_min: 'The password is too short.',
    password_reset: 'We sent you a link to reset your password. Check your inbox.',
    error_send_email: 'We could not send the email. Please try again.',
    error_build_reset: 'We could not create the reset link. Please try again.',
    email_not_exists: 'There is no account with this email.',
    error_password: 'The email or password is incorrect.',
    error_default: 'Something went wrong. Please try again.',
    email_domain_not_allowed: 'Use your work email: this mail domain is not accepted for a free trial.',
    last_admin: 'The organization needs at least one active administrator, and nobody can deactivate themselves.',
    image_too_large: 'The image must be at most 2 MB.',
    image_type: 'Use a PNG, JPEG, WEBP or GIF image.',
    name_taken: 'That name is already in use.',
    wrong_company: 'This belongs to another organization.',
  },
  es: {
    email_exists: 'Este correo ya está registrado.',
    email_not_confirm: 'Tu correo aún no ha sido confirmado. Revisa tu bandeja de entrada.',
    password_min: 'La contraseña es demasiado corta.',
    password_reset: 'Te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
    error_send_email: 'No pudimos enviar el correo. Inténtalo de nuevo.',
    error_build_reset: 'No pudimos crear el enlace de recuperación. Inténtalo de nuevo.',
    email_not_exists: 'No existe una cuenta con este correo.',
    error_password: 'El correo o la contraseña son incorrectos.',
    error_default: 'Algo salió mal. Inténtalo de nuevo.',
    email_domain_not_allowed: 'Usa tu correo de trabajo: este dominio no se acepta para una prueba gratuita.',
    last_admin: 'La organización necesita al menos un administrador activo, y nadie puede desactivarse a sí mismo.',
    image_too_large: 'La imagen debe pesar como máximo 2 MB.',
    image_type: 'Usa una imagen PNG, JPEG, WEBP o GIF.',
    name_taken: 'Ese nombre ya está en uso.',
    wrong_company: 'Esto pertenece a otra organización.',
  },
};

export function accessMessageKey(code: string): AccessMessageKey {
  return ACCESS_CODE_KEYS[code] ?? 'error_default';
}

export function accessMessage(key: AccessMessageKey, language: string): string {
  return ACCESS_MESSAGES[messageLanguage(language)][key];
}

/** An ApiError read by its fields, so these rules stay pure functions of the error's data. */
function failedCall(error: unknown): Pick<ApiError, 'status' | 'code' | 'details'> | null {
  if (!(error instanceof Error) || !('status' in error) || !('code' in error)) return null;
  return typeof error.status === 'number' && typeof error.code === 'string' ? { status: error.status, code: error.code, details: 'details' in error ? error.details : undefined } : null;
}

/** Seconds to wait after a 429, from the error details (the gateway also sends Retry-After). */
export function retryAfterSeconds(error: unknown): number | null {
  const failed = failedCall(error);
  if (failed === null || failed.status !== 429) return null;
  const details = failed.details;
  if (typeof details === 'object' && details !== null && 'retryAfterSeconds' in details) {
    const seconds = Number(details.retryAfterSeconds);
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return 60;
}

/** The throttling message with the wait time in whole minutes (seconds under one minute). */
export function throttledMessage(seconds: number, language: string): string {
  const es = messageLanguage(language) === 'es';
  if (seconds < 60) return es ? `Demasiados intentos. Inténtalo de nuevo en ${seconds} s.` : `Too many attempts. Try again in ${seconds} s.`;
  const minutes = Math.ceil(seconds / 60);
  return es ? `Demasiados intentos. Inténtalo de nuevo en ${minutes} min.` : `Too many attempts. Try again in ${minutes} min.`;
}

/** The user-facing text of a failed access call: the throttling text with its wait, or the code's message key. */
export function accessErrorText(error: unknown, language: string): string {
  const wait = retryAfterSeconds(error);
  if (wait !== null) return throttledMessage(wait, language);
  const code = failedCall(error)?.code ?? 'UNEXPECTED_RESPONSE';
  return accessMessage(accessMessageKey(code), language);
}
