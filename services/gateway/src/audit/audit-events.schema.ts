import { Schema } from 'mongoose';
import type { AuditEventType } from '@tenon/contracts';

/** One security event. Events about a person before a company is chosen (sign-in, password) have no company. */
export interface AuditEventRecord {
  _id: string;
  at: Date;
  type: AuditEventType;
  companyId: string | null;
  subjectId: string | null;
  actorId: string | null;
  ip: string | null;
  details: Record<string, string | number | boolean | string[] | null>;
}

export const auditEventSchema = new Schema<AuditEventRecord>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    type: { type: String, required: true },
    companyId: { type: String, default: null },
    subjectId: { type: String, default: null },
    actorId: { type: String, default: null },
    ip: { type: String, default: null },
    details: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'audit_events', versionKey: false, minimize: false },
);
auditEventSchema.index({ companyId: 1, at: -1, _id: -1 });
auditEventSchema.index({ subjectId: 1, at: -1, _id: -1 });

export const AUDIT_EVENT_MODEL = 'AuditEvent';
