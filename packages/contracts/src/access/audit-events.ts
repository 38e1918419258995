import { z } from 'zod';

/** Security events the gateway records (docs/api-access.md, audit log); API tokens record their creation, revocation and use. */
export const auditEventTypes = [
  'sign-in',
  'sign-in-failed',
  'session-opened',
  'signed-out',
  'signed-out-everywhere',
  'password-reset',
  'password-changed',
  'role-changed',
  'invitation-sent',
  'user-deactivated',
  'user-activated',
  'data-exported',
  'api-token-created',
  'api-token-revoked',
  'api-token-used',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

export const AUDIT_PAGE_MAX = 100;

export const auditEventsQuerySchema = z.object({
  /** The `next` cursor of the page before (opaque): events older than its last one. */
  before: z.string().regex(/^\d{13}\.[0-9a-f]{24}$/, 'must be the next cursor of a page').optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

export interface AuditEventView {
  id: string;
  at: string;
  type: AuditEventType;
  /** Whom the event is about (the user who signed in, whose role changed…). */
  subject: AuditPerson | null;
  /** Who did it, when someone else did (the admin who changed a role). */
  actor: AuditPerson | null;
  ip: string | null;
  details: Record<string, string | number | boolean | string[] | null>;
}

export interface AuditEventsResponse {
  events: AuditEventView[];
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}
