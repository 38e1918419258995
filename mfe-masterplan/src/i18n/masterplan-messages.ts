import i18next from 'i18next';

export const MASTERPLAN_NAMESPACE = 'masterplan';

const MESSAGES = {
  en: {
    title: 'Master plan',
    subtitle: 'Schedules of {{project}}',
    schedule: 'Schedule',
    activities: 'Activities',
    open_gantt: 'Open Gantt',
    open_gantt_of: 'Open the Gantt of {{schedule}}',
    empty: 'This project has no schedules yet',
    empty_hint: 'Create a schedule in the project settings to start planning.',
    no_activities: 'No activities yet',
    gantt_title: 'Gantt · {{schedule}}',
    gantt_summary: '{{count}} activities in this schedule',
    gantt_empty: 'This schedule has no activities yet',
    gantt_empty_hint: 'Import a schedule or add the first activity to build the Gantt chart.',
    back: 'Back to schedules',
    schedule_missing: 'This schedule is not part of the selected project.',
  },
  es: {
    title: 'Plan maestro',
    subtitle: 'Cronogramas de {{project}}',
    schedule: 'Cronograma',
    activities: 'Actividades',
    open_gantt: 'Abrir Gantt',
    open_gantt_of: 'Abrir el Gantt de {{schedule}}',
    empty: 'Este proyecto aún no tiene cronogramas',
    empty_hint: 'Crea un cronograma en la configuración del proyecto para comenzar a planificar.',
    no_activities: 'Sin actividades aún',
    gantt_title: 'Gantt · {{schedule}}',
    gantt_summary: '{{count}} actividades en este cronograma',
    gantt_empty: 'Este cronograma aún no tiene actividades',
    gantt_empty_hint: 'Importa un cronograma o agrega la primera actividad para construir la carta Gantt.',
    back: 'Volver a los cronogramas',
    schedule_missing: 'Este cronograma no pertenece al proyecto seleccionado.',
  },
};

export function registerMasterplanMessages(): void {
  i18next.addResourceBundle('en', MASTERPLAN_NAMESPACE, MESSAGES.en, true, true);
  i18next.addResourceBundle('es', MASTERPLAN_NAMESPACE, MESSAGES.es, true, true);
}
