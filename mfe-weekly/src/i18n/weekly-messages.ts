import i18next from 'i18next';

export const WEEKLY_NAMESPACE = 'weekly';

const MESSAGES = {
  en: {
    "title": "Weekly plan",
    "commitments": "Commitments",
    "weeks": "Planned weeks",
    "empty": "No weekly commitments in {{schedule}} yet",
    "empty_hint": "Commit lookahead tasks to a week to start the weekly plan.",
    "subtitle": "{{project}} · {{schedule}}"
  },
  es: {
    "title": "Plan semanal",
    "commitments": "Compromisos",
    "weeks": "Semanas planificadas",
    "empty": "Aún no hay compromisos semanales en {{schedule}}",
    "empty_hint": "Compromete tareas del lookahead en una semana para comenzar el plan semanal.",
    "subtitle": "{{project}} · {{schedule}}"
  },
};

export function registerWeeklyMessages(): void {
  i18next.addResourceBundle('en', WEEKLY_NAMESPACE, MESSAGES.en, true, true);
  i18next.addResourceBundle('es', WEEKLY_NAMESPACE, MESSAGES.es, true, true);
}
