/** Texts of the shared components, registered by the shell under the `ui` namespace. */
export const UI_MESSAGES = {
  en: {
    loading: 'Loading…',
    retry: 'Retry',
    load_failed: 'This could not be loaded',
    select_project: 'Select a project to start',
    select_project_hint: 'Choose a project in the header.',
    select_schedule: 'Select a schedule',
    select_schedule_hint: 'Choose a schedule in the header to see this module.',
  },
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    load_failed: 'No se pudo cargar',
    select_project: 'Selecciona un proyecto para comenzar',
    select_project_hint: 'Elige un proyecto en la cabecera.',
    select_schedule: 'Selecciona un cronograma',
    select_schedule_hint: 'Elige un cronograma en la cabecera para ver este módulo.',
  },
} as const;
