import type { MailCatalogue } from './mail-template';

export const spanishMails: MailCatalogue = {
  signup: {
    subject: () => 'Confirma tu correo para empezar tu prueba gratuita de Tenon',
    paragraphs: () => ['Gracias por probar Tenon, la plataforma de planificación lean para la construcción.', 'Confirma tu correo electrónico para crear tu cuenta.'],
    action: 'Confirmar mi correo',
    footer: 'Este enlace es válido por 48 horas. Si no pediste una prueba, ignora este mensaje.',
  },
  register: {
    subject: () => 'Completa tu registro en Tenon',
    paragraphs: () => ['Tu correo electrónico fue registrado en Tenon.', 'Crea tu perfil para empezar a planificar con tu equipo.'],
    action: 'Crear mi perfil',
    footer: 'Este enlace es válido por 48 horas. Si no te registraste, ignora este mensaje.',
  },
  invitation: {
    subject: (params) => `${params.inviterName ?? 'Un compañero'} te invitó a ${params.companyName ?? 'una empresa'} en Tenon`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'Un compañero'} te invitó a planificar con ${params.companyName ?? 'su empresa'} en Tenon.`,
      'Crea tu perfil para aceptar la invitación.',
    ],
    action: 'Aceptar la invitación',
    footer: 'Esta invitación es válida por 7 días.',
  },
  'password-reset': {
    subject: () => 'Restablece tu contraseña de Tenon',
    paragraphs: () => ['Recibimos una solicitud para restablecer la contraseña de tu cuenta de Tenon.', 'Elige una nueva contraseña con el siguiente enlace.'],
    action: 'Elegir una nueva contraseña',
    footer: 'Este enlace es válido por 2 horas. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
  },
  'activation-request': {
    subject: (params) => `${params.personName ?? 'Un usuario'} pide ser activado en ${params.companyName ?? 'tu empresa'}`,
    paragraphs: (params) => [
      `${params.personName ?? 'Un usuario'} (${params.personEmail ?? ''}) fue desactivado en ${params.companyName ?? 'tu empresa'} y pide ser activado de nuevo.`,
      'Puedes activar la cuenta desde la configuración de la empresa.',
    ],
    action: 'Abrir los usuarios de la empresa',
    footer: 'Recibes este mensaje como administrador de la empresa.',
  },
  'account-exists': {
    subject: () => 'Ya tienes una cuenta en Tenon',
    paragraphs: () => [
      'Alguien pidió crear una cuenta de Tenon con este correo, pero ya tienes una.',
      'Inicia sesión con ella; si olvidaste tu contraseña, elige una nueva desde la página de inicio de sesión.',
    ],
    action: 'Iniciar sesión',
    footer: 'Si no lo pediste, ignora este mensaje: tu cuenta no cambió.',
  },
  'company-added': {
    subject: (params) => `${params.inviterName ?? 'Un compañero'} te agregó a ${params.companyName ?? 'una empresa'} en Tenon`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'Un compañero'} te agregó a ${params.companyName ?? 'su empresa'} en Tenon.`,
      'Inicia sesión con tu cuenta y elige la empresa para empezar a planificar con ellos.',
    ],
    action: 'Iniciar sesión',
    footer: 'Si no lo esperabas, puedes pedir a la empresa que te quite.',
  },
  'roadblock-assigned': {
    subject: (params) => `Eres responsable de la restricción "${params.roadblockName ?? ''}"`,
    paragraphs: (params) => [
      `${params.inviterName ?? 'Un compañero'} te hizo responsable de la restricción "${params.roadblockName ?? ''}" en Tenon.`,
      params.commitmentDate ? `Fecha de compromiso: ${params.commitmentDate}. Las tareas que bloquea siguen restringidas hasta que se libere.` : 'Aún no tiene fecha de compromiso. Las tareas que bloquea siguen restringidas hasta que se libere.',
    ],
    action: 'Abrir la restricción',
    footer: 'Recibes este mensaje porque te hicieron responsable de esta restricción.',
  },
  'roadblock-overdue': {
    subject: (params) => `La restricción "${params.roadblockName ?? ''}" está vencida`,
    paragraphs: (params) => [
      `La restricción "${params.roadblockName ?? ''}" de la que eres responsable vencía el ${params.commitmentDate ?? ''} y aún no está liberada.`,
      'Libérala cuando se resuelva, o dale una nueva fecha de compromiso: las tareas que bloquea siguen restringidas hasta entonces.',
    ],
    action: 'Abrir la restricción',
    footer: 'Recibes este mensaje porque eres responsable de esta restricción.',
  },
  'week-committed': {
    subject: (params) => `${params.scheduleName ?? ''}: el plan de la ${params.weekLabel ?? 'semana'} está comprometido`,
    paragraphs: (params) => [
      `El equipo comprometió ${params.committedCount ?? 0} tarea(s) para la ${params.weekLabel ?? 'semana'} de ${params.scheduleName ?? 'la programación'}.`,
      'Abre el plan semanal para ver quién se comprometió con qué, y el reporte de compromisos.',
    ],
    action: 'Abrir el plan semanal',
    footer: 'Recibes este mensaje porque los reportes del plan semanal están activos en tu perfil.',
  },
  'week-closed': {
    subject: (params) => `${params.scheduleName ?? ''}: ${params.weekLabel ?? 'la semana'} cerrada con PPC ${params.ppc ?? '—'}`,
    paragraphs: (params) => [
      `La ${params.weekLabel ?? 'semana'} de ${params.scheduleName ?? 'la programación'} está cerrada: ${params.metCount ?? 0} de ${params.committedCount ?? 0} compromiso(s) cumplidos, PPC ${params.ppc ?? '—'}.`,
      'Abre el plan semanal para ver las causas de los compromisos no cumplidos, y el reporte de cierre.',
    ],
    action: 'Abrir la semana cerrada',
    footer: 'Recibes este mensaje porque los reportes del plan semanal están activos en tu perfil.',
  },
};
