import type { KnownApiErrorCode } from '../api/api-error';

export type MessageLanguage = 'en' | 'es';

export const ERROR_MESSAGES: Readonly<Record<MessageLanguage, Readonly<Record<KnownApiErrorCode, string>>>> = {
  en: {
    MALFORMED_JSON: 'The request could not be read.',
    VALIDATION_FAILED: 'Some fields are not valid.',
    UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
    INVALID_CREDENTIALS: 'The email or password is incorrect.',
    SESSION_REVOKED: 'Your session has ended. Please sign in again.',
    NO_PERMISSION: 'You do not have permission for this action.',
    WRONG_COMPANY: 'This belongs to another organization.',
    NOT_A_MEMBER: 'You are not a member of this project.',
    NOT_FOUND: 'We could not find what you are looking for.',
    ROUTE_NOT_FOUND: 'We could not find what you are looking for.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a moment and try again.',
    SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again.',
    NETWORK_ERROR: 'We could not reach Tenon. Check your network connection.',
    UNEXPECTED_RESPONSE: 'Something went wrong. Please try again.',
  },
  es: {
    MALFORMED_JSON: 'No se pudo leer la solicitud.',
    VALIDATION_FAILED: 'Algunos campos no son válidos.',
    UNAUTHENTICATED: 'Tu sesión terminó. Inicia sesión nuevamente.',
    INVALID_CREDENTIALS: 'El correo o la contraseña son incorrectos.',
    SESSION_REVOKED: 'Tu sesión terminó. Inicia sesión nuevamente.',
    NO_PERMISSION: 'No tienes permiso para esta acción.',
    WRONG_COMPANY: 'Esto pertenece a otra organización.',
    NOT_A_MEMBER: 'No eres miembro de este proyecto.',
    NOT_FOUND: 'No encontramos lo que buscas.',
    ROUTE_NOT_FOUND: 'No encontramos lo que buscas.',
    TOO_MANY_ATTEMPTS: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible ahora. Inténtalo de nuevo.',
    NETWORK_ERROR: 'No pudimos conectar con Tenon. Revisa tu conexión de red.',
    UNEXPECTED_RESPONSE: 'Algo salió mal. Inténtalo de nuevo.',
  },
};

/** The codes with a message, read off the table whose type requires one for every known code. */
export const API_ERROR_CODES = Object.keys(ERROR_MESSAGES.en) as readonly KnownApiErrorCode[];

function isKnownCode(code: string): code is KnownApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code);
}

/** The user-facing text for an error code; unknown codes fall back to the generic message. */
export function errorMessage(code: string, language: string): string {
  const messages = ERROR_MESSAGES[language.startsWith('es') ? 'es' : 'en'];
  return isKnownCode(code) ? messages[code] : messages.UNEXPECTED_RESPONSE;
}
