import i18next from 'i18next';

export const TAKT_NAMESPACE = 'takt';

const MESSAGES = {
  en: {
    "title": "Takt planning",
    "locations": "Locations",
    "units": "Production units",
    "empty": "No takt locations in {{schedule}} yet",
    "empty_hint": "Define the location structure and its production units to plan in takt.",
    "subtitle": "{{project}} · {{schedule}}"
  },
  es: {
    "title": "Planificación takt",
    "locations": "Ubicaciones",
    "units": "Unidades de producción",
    "empty": "Aún no hay ubicaciones takt en {{schedule}}",
    "empty_hint": "Define la estructura de ubicaciones y sus unidades de producción para planificar en takt.",
    "subtitle": "{{project}} · {{schedule}}"
  },
};

export function registerTaktMessages(): void {
  i18next.addResourceBundle('en', TAKT_NAMESPACE, MESSAGES.en, true, true);
  i18next.addResourceBundle('es', TAKT_NAMESPACE, MESSAGES.es, true, true);
}
