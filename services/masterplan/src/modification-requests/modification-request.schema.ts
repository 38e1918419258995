import { Schema } from 'mongoose';
import type { ModificationRequestSummary } from '@tenon/contracts';

/**
 * A request to change an activity's dates, as raised from the lookahead and resolved on the Gantt (spec 3, 4): the
 * listed summary with its tenant key and stored dates. The activity's name and ID are kept from when it was asked, so a
 * list reads without the plan.
 */
export interface ModificationRequestRecord extends Omit<ModificationRequestSummary, 'id' | 'requestedAt' | 'resolvedAt'> {
  _id: string;
  companyId: string;
  requestedAt: Date;
  resolvedAt: Date | null;
}

export const modificationRequestSchema = new Schema<ModificationRequestRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    activityName: { type: String, required: true },
    correlativeId: { type: Number, required: true },
    type: { type: String, required: true, enum: ['start', 'end', 'both'] },
    state: { type: String, required: true, enum: ['waiting', 'approved', 'rejected'] },
    description: { type: String, default: '' },
    startOriginal: { type: String, required: true },
    endOriginal: { type: String, required: true },
    startNew: { type: String, required: true },
    endNew: { type: String, required: true },
    requesterId: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    resolvedBy: { type: String, default: null },
    resolvedAt: { type: Date, default: null },
  },
  { collection: 'modification_requests', versionKey: false },
);
modificationRequestSchema.index({ companyId: 1, scheduleId: 1 });

export const MODIFICATION_REQUEST_MODEL = 'ModificationRequest';
