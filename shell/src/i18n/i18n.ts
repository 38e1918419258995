import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_MESSAGES } from '@tenon/ui';
import { SHELL_MESSAGES_EN } from './shell-messages-en';
import { SHELL_MESSAGES_ES } from './shell-messages-es';
import { ACCESS_MESSAGES_EN } from './access-messages-en';
import { ACCESS_MESSAGES_ES } from './access-messages-es';
import { HOME_MESSAGES_EN, HOME_MESSAGES_ES } from './home-messages';
import { SETTINGS_MESSAGES_EN } from './settings-messages-en';
import { SETTINGS_MESSAGES_ES } from './settings-messages-es';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'tenon.language';

function initialLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'en' || stored === 'es') return stored;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Initialises the shared i18next instance; module remotes add their own namespaces to it. */
export function initI18n(): void {
  const language = initialLanguage();
  document.documentElement.lang = language;
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['shell', 'ui', 'access', 'home', 'settings'],
    defaultNS: 'shell',
    resources: {
      en: { shell: SHELL_MESSAGES_EN, ui: UI_MESSAGES.en, access: ACCESS_MESSAGES_EN, home: HOME_MESSAGES_EN, settings: SETTINGS_MESSAGES_EN },
      es: { shell: SHELL_MESSAGES_ES, ui: UI_MESSAGES.es, access: ACCESS_MESSAGES_ES, home: HOME_MESSAGES_ES, settings: SETTINGS_MESSAGES_ES },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

export function changeLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
