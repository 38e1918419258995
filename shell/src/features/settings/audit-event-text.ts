import type { AuditEventType, AuditEventView } from '@tenon/contracts';

/** Failures and ended access stand out; routine sign-ins stay quiet. */
export function auditEventColour(type: AuditEventType): string {
  switch (type) {
    case 'sign-in-failed':
    case 'user-deactivated':
      return 'red';
    case 'password-reset':
    case 'password-changed':
    case 'signed-out-everywhere':
    case 'role-changed':
      return 'orange';
    case 'invitation-sent':
    case 'user-activated':
    case 'data-exported':
    case 'api-token-created':
      return 'blue';
    case 'api-token-revoked':
      return 'orange';
    case 'api-token-used':
      return 'default';
    case 'sign-in':
    case 'session-opened':
    case 'signed-out':
      return 'default';
  }
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The one line of details each event shows in the audit table. */
export function auditDetailsText(event: AuditEventView, t: Translate): string {
  const details = event.details;
  switch (event.type) {
    case 'sign-in-failed':
      return t(details.reason === 'inactive' ? 'audit.detail.inactive' : 'audit.detail.wrong_password', { email: String(details.email ?? '') });
    case 'role-changed':
      return t('audit.detail.role', { from: String(details.from ?? ''), to: String(details.to ?? '') });
    case 'invitation-sent':
      return Array.isArray(details.emails) ? details.emails.join(', ') : '';
    case 'session-opened':
      return typeof details.role === 'string' ? details.role : '';
    case 'data-exported':
      return typeof details.format === 'string' ? t('audit.detail.exported', { format: details.format, name: String(details.name ?? '') }) : String(details.path ?? '');
    case 'password-reset':
    case 'password-changed':
    case 'signed-out-everywhere':
    case 'user-deactivated':
      return typeof details.endedSessions === 'number' ? t('audit.detail.ended', { count: details.endedSessions }) : '';
    case 'api-token-created':
    case 'api-token-revoked':
      return t('audit.detail.token', { name: String(details.name ?? '') });
    case 'api-token-used':
      return String(details.path ?? '');
    case 'sign-in':
    case 'signed-out':
    case 'user-activated':
      return '';
  }
}
