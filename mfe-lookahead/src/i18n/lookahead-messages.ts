import i18next from 'i18next';

export const LOOKAHEAD_NAMESPACE = 'lookahead';

const MESSAGES = {
  en: {
    "title": "Lookahead plan",
    "tasks": "Tasks",
    "constraints": "Roadblocks",
    "empty": "No lookahead tasks in {{schedule}} yet",
    "empty_hint": "Tasks appear here when activities of the master plan enter the lookahead window.",
    "subtitle": "{{project}} · {{schedule}}"
  },
  es: {
    "title": "Plan lookahead",
    "tasks": "Tareas",
    "constraints": "Restricciones",
    "empty": "Aún no hay tareas lookahead en {{schedule}}",
    "empty_hint": "Las tareas aparecen aquí cuando las actividades del plan maestro entran en la ventana lookahead.",
    "subtitle": "{{project}} · {{schedule}}"
  },
};

export function registerLookaheadMessages(): void {
  i18next.addResourceBundle('en', LOOKAHEAD_NAMESPACE, MESSAGES.en, true, true);
  i18next.addResourceBundle('es', LOOKAHEAD_NAMESPACE, MESSAGES.es, true, true);
}
