import i18next from 'i18next';

export const ANALYTICS_NAMESPACE = 'analytics';

const MESSAGES = {
  en: {
    "title": "Analytics",
    "activities": "Activities tracked",
    "ppc_weeks": "Weeks with PPC",
    "empty": "No analytics for {{schedule}} yet",
    "empty_hint": "Charts fill in as activities are planned and weeks are closed.",
    "subtitle": "{{project}} · {{schedule}}"
  },
  es: {
    "title": "Analítica",
    "activities": "Actividades registradas",
    "ppc_weeks": "Semanas con PPC",
    "empty": "Aún no hay analítica para {{schedule}}",
    "empty_hint": "Los gráficos se completan a medida que se planifican actividades y se cierran semanas.",
    "subtitle": "{{project}} · {{schedule}}"
  },
};

export function registerAnalyticsMessages(): void {
  i18next.addResourceBundle('en', ANALYTICS_NAMESPACE, MESSAGES.en, true, true);
  i18next.addResourceBundle('es', ANALYTICS_NAMESPACE, MESSAGES.es, true, true);
}
