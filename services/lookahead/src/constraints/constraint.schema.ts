import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const CONSTRAINT_MODEL = 'Constraint';

/** A roadblock that keeps a task from being ready; while not released the task is Restricted. */
export const constraintSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    taskIds: { type: [String], default: [] },
    name: { type: String, required: true },
    type: { type: String, default: 'other' },
    status: { type: String, default: 'waiting', enum: ['waiting', 'released'] },
    commitmentDate: { type: String, default: null },
    releasedAt: { type: String, default: null },
    responsibleId: { type: String, default: null },
  },
  { collection: 'constraints', timestamps: true, versionKey: false },
);
constraintSchema.index({ companyId: 1, scheduleId: 1, status: 1 });

export type ConstraintDocument = InferSchemaType<typeof constraintSchema> & { _id: Types.ObjectId };
