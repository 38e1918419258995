import { ApiError, errorMessage } from '@tenon/ui';
import { CNC_ERROR_KEYS } from './cnc-error-keys';


export function cncErrorText(error: unknown, t: (key: string) => string, language: string): string {
  if (!(error instanceof ApiError)) return t('error_generic');
  const key = CNC_ERROR_KEYS[error.code];
  return key === undefined ? errorMessage(error.code, language) : t(key);
}
