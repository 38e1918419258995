import i18next from 'i18next';

export const MODIFICATIONS_NAMESPACE = 'masterplan-modifications';

export const MODIFICATION_MESSAGES = {
  en: {
    requests: 'Change requests',
    requests_title: 'Requests to change activity dates',
    requests_none: 'No change requests for this schedule',
    state_waiting: 'Waiting',
    state_approved: 'Approved',
    state_rejected: 'Rejected',
    original: 'Now',
    requested: 'Requested',
    comment: 'Comment',
    approve: 'Approve',
    reject: 'Reject',
    preview_title: 'Previewing {{activity}}: {{start}} → {{finish}}',
    preview_hint: 'The bars show the plan with the requested dates; the activities that follow it have moved with it. Confirm to save them.',
    preview_confirm: 'Confirm and save',
    preview_cancel: 'Cancel',
    save_first: 'Save or undo your changes before approving a request: the approval saves the plan.',
    reject_confirm_title: 'Reject this request?',
    reject_confirm: 'The activity keeps its dates and the requester is told by e-mail.',
    success_modification_activity: 'The change of dates was approved and saved',
    rejected_modification_activity: 'The change request was rejected',
    error_MODIFICATION_ALREADY_RESOLVED: 'Someone resolved this request meanwhile',
    error_SAVE_CONFLICT: 'Someone saved the schedule meanwhile. Reload it and approve again.',
    error_MODIFICATION_NOT_APPLICABLE: 'These dates cannot be applied to this activity',
    error_MODIFICATION_ACTIVITY_GONE: 'The activity is no longer in this schedule',
    error_NO_PERMISSION: 'Resolving change requests needs full access to the Gantt',
    error_default: 'The request could not be resolved. Try again.',
  },
  es: {
    requests: 'Solicitudes de cambio',
    requests_title: 'Solicitudes de cambio de fechas',
    requests_none: 'No hay solicitudes de cambio en este programa',
    state_waiting: 'En espera',
    state_approved: 'Aprobada',
    state_rejected: 'Rechazada',
    original: 'Actual',
    requested: 'Solicitado',
    comment: 'Comentario',
    approve: 'Aprobar',
    reject: 'Rechazar',
    preview_title: 'Vista previa de {{activity}}: {{start}} → {{finish}}',
    preview_hint: 'Las barras muestran el plan con las fechas solicitadas; las actividades que le siguen se movieron con ella. Confirme para guardarlas.',
    preview_confirm: 'Confirmar y guardar',
    preview_cancel: 'Cancelar',
    save_first: 'Guarde o deshaga sus cambios antes de aprobar una solicitud: la aprobación guarda el plan.',
    reject_confirm_title: '¿Rechazar esta solicitud?',
    reject_confirm: 'La actividad mantiene sus fechas y se avisa por correo a quien la pidió.',
    success_modification_activity: 'El cambio de fechas fue aprobado y guardado',
    rejected_modification_activity: 'La solicitud de cambio fue rechazada',
    error_MODIFICATION_ALREADY_RESOLVED: 'Alguien resolvió esta solicitud mientras tanto',
    error_SAVE_CONFLICT: 'Alguien guardó el programa mientras tanto. Recárguelo y vuelva a aprobar.',
    error_MODIFICATION_NOT_APPLICABLE: 'Estas fechas no se pueden aplicar a esta actividad',
    error_MODIFICATION_ACTIVITY_GONE: 'La actividad ya no está en este programa',
    error_NO_PERMISSION: 'Resolver solicitudes de cambio requiere acceso completo al Gantt',
    error_default: 'No se pudo resolver la solicitud. Inténtelo de nuevo.',
  },
} as const;

/** The message of a refused approval or rejection, by its stable code. */
export function modificationErrorKey(code: string | undefined): keyof typeof MODIFICATION_MESSAGES.en {
  const key = `error_${code ?? ''}`;
  return key in MODIFICATION_MESSAGES.en ? (key as keyof typeof MODIFICATION_MESSAGES.en) : 'error_default';
}

export function registerModificationMessages(): void {
  i18next.addResourceBundle('en', MODIFICATIONS_NAMESPACE, MODIFICATION_MESSAGES.en, true, true);
  i18next.addResourceBundle('es', MODIFICATIONS_NAMESPACE, MODIFICATION_MESSAGES.es, true, true);
}
