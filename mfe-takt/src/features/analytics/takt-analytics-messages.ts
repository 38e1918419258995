import i18next from 'i18next';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';

/** The analytics page's words, in the takt namespace (kept apart from the planning pages' list). */
export const TAKT_ANALYTICS_MESSAGES = {
  en: {
    "tab_analytics": "Analytics",
    "analytics_title": "Takt analytics",
    "analytics_structure": "Structure",
    "analytics_no_structures": "This schedule has no takt structure yet: create one on the Units tab",
    "analytics_data_date": "Data date {{date}}",
    "matrix_title": "Progress matrix",
    "matrix_location": "Location",
    "matrix_total": "Total",
    "state_done": "Done",
    "state_in_progress": "In progress",
    "state_late": "Late",
    "state_not_started": "Not started",
    "matrix_cell_tip": "{{location}} · {{trade}}: {{percent}}% ({{done}} of {{tasks}} takt tasks done, {{late}} late)",
    "velocity_title": "Takt velocity",
    "velocity_week": "Week",
    "velocity_planned": "Planned units",
    "velocity_completed": "Completed units",
    "velocity_planned_cumulative": "Planned, cumulative",
    "velocity_completed_cumulative": "Completed, cumulative",
    "velocity_units_axis": "Units per week",
    "velocity_cumulative_axis": "Units, cumulative",
    "velocity_planned_rate": "Planned per week",
    "velocity_completed_rate": "Completed per week",
    "velocity_completed_units": "Units completed"
  },
  es: {
    "tab_analytics": "Analítica",
    "analytics_title": "Analítica takt",
    "analytics_structure": "Estructura",
    "analytics_no_structures": "Esta programación aún no tiene estructura takt: crea una en la pestaña Unidades",
    "analytics_data_date": "Fecha de corte {{date}}",
    "matrix_title": "Matriz de avance",
    "matrix_location": "Ubicación",
    "matrix_total": "Total",
    "state_done": "Terminado",
    "state_in_progress": "En curso",
    "state_late": "Atrasado",
    "state_not_started": "Sin iniciar",
    "matrix_cell_tip": "{{location}} · {{trade}}: {{percent}}% ({{done}} de {{tasks}} tareas takt terminadas, {{late}} atrasadas)",
    "velocity_title": "Velocidad takt",
    "velocity_week": "Semana",
    "velocity_planned": "Unidades planificadas",
    "velocity_completed": "Unidades terminadas",
    "velocity_planned_cumulative": "Planificadas, acumulado",
    "velocity_completed_cumulative": "Terminadas, acumulado",
    "velocity_units_axis": "Unidades por semana",
    "velocity_cumulative_axis": "Unidades, acumulado",
    "velocity_planned_rate": "Planificadas por semana",
    "velocity_completed_rate": "Terminadas por semana",
    "velocity_completed_units": "Unidades terminadas"
  },
};

export function registerTaktAnalyticsMessages(): void {
  i18next.addResourceBundle('en', TAKT_NAMESPACE, TAKT_ANALYTICS_MESSAGES.en, true, true);
  i18next.addResourceBundle('es', TAKT_NAMESPACE, TAKT_ANALYTICS_MESSAGES.es, true, true);
}
