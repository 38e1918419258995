import { Schema } from 'mongoose';
import { constraintPriorities, constraintStatuses, roadblockTypes, type ConstraintView } from '@tenon/contracts';

export const CONSTRAINT_MODEL = 'Constraint';

/** A roadblock that keeps tasks from being ready; while not released the tasks it names are Restricted. */
export const constraintSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    type: { type: String, default: 'other', enum: roadblockTypes },
    area: { type: String, default: '' },
    responsibleIds: { type: [String], default: [] },
    reportUserIds: { type: [String], default: [] },
    commitmentDate: { type: String, default: null },
    priority: { type: String, default: 'Normal', enum: constraintPriorities },
    // 'waiting' is how the first counted roadblocks were stored: read as not released.
    status: { type: String, default: 'notreleased', enum: [...constraintStatuses, 'waiting'] },
    taskIds: { type: [String], default: [] },
    scheduleIds: { type: [String], default: [] },
    documentLink: { type: String, default: '' },
    releaseDate: { type: String, default: null },
    releasedBy: { type: String, default: null },
    reschedules: { type: Number, default: 0 },
    /** The day its responsibles were told it is overdue; null until then. */
    overdueNotifiedOn: { type: String, default: null },
    createdBy: { type: String, required: true },
  },
  { collection: 'constraints', timestamps: true, versionKey: false },
);
constraintSchema.index({ companyId: 1, scheduleId: 1, status: 1 });

/** A roadblock as stored (plain object): the screens' view with its tenant keys and stored dates. */
export interface ConstraintRecord extends Omit<ConstraintView, 'id' | 'createdAt' | 'updatedAt'> {
  _id: string;
  companyId: string;
  projectId: string;
  overdueNotifiedOn?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Kept for the overview's count, which reads the collection the same way. */
export type ConstraintDocument = ConstraintRecord;
