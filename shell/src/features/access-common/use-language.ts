import { useTranslation } from 'react-i18next';
import type { Language } from './access-types';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('es') ? 'es' : 'en';
}
