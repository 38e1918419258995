import i18next from 'i18next';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';

/** The embedded page's own messages, added to the analytics namespace. */
const MESSAGES = {
  en: {
    v2_title: 'Analytics',
    v2_frame_title: 'External analytics',
    v2_no_access: "You don't have access to this page.",
    v2_not_configured: 'No external analytics is set up for this organization',
    v2_not_configured_hint: 'An administrator sets its address (ANALYTICS_V2_URL) on the server.',
  },
  es: {
    v2_title: 'Analítica',
    v2_frame_title: 'Analítica externa',
    v2_no_access: 'No tiene acceso a esta página.',
    v2_not_configured: 'No hay analítica externa configurada para esta organización',
    v2_not_configured_hint: 'Un administrador configura su dirección (ANALYTICS_V2_URL) en el servidor.',
  },
};

export function registerAnalyticsV2Messages(): void {
  i18next.addResourceBundle('en', ANALYTICS_NAMESPACE, MESSAGES.en, true, false);
  i18next.addResourceBundle('es', ANALYTICS_NAMESPACE, MESSAGES.es, true, false);
}
