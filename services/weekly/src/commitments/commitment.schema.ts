import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const COMMITMENT_MODEL = 'Commitment';

/** A task committed for one planning week (spec part 3, 3: task commitment), and what was achieved when the week closed. */
export const commitmentSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    /** First day of the planning week (the project's planificationDay), YYYY-MM-DD. */
    weekStart: { type: String, required: true },
    taskId: { type: String, required: true },
    /** Progress the task should reach by the end of the week, 0..100. */
    committedProgress: { type: Number, required: true },
    actualProgress: { type: Number, default: null },
    /** Cause of non-compliance when the commitment was not met. */
    cncId: { type: String, default: null },
    closed: { type: Boolean, default: false },
    /** What the task was when committed, so a week reads whole even after the task changes or is deleted. */
    name: { type: String, default: '' },
    activityId: { type: String, default: '' },
    activityName: { type: String, default: '' },
    start: { type: String, default: '' },
    finish: { type: String, default: '' },
    progressAtCommit: { type: Number, default: 0 },
    responsibleIds: { type: [String], default: [] },
    subcontractId: { type: String, default: null },
    /** Taken out of the week: listed among the deleted tasks and not counted in PPC. */
    removed: { type: Boolean, default: false },
    committedBy: { type: String, default: null },
  },
  { collection: 'commitments', timestamps: true, versionKey: false },
);
commitmentSchema.index({ companyId: 1, scheduleId: 1, weekStart: 1 });

export type CommitmentDocument = InferSchemaType<typeof commitmentSchema> & { _id: Types.ObjectId };
