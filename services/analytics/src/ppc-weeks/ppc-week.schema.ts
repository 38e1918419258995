import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const PPC_WEEK_MODEL = 'PpcWeek';

/** Read model: one row per schedule and planning week, built from weekly-plan events. */
export const ppcWeekSchema = new Schema(
  {
    companyId: { type: String, required: true },
    /** Absent on rows written before the weekly plan published its closes. */
    projectId: { type: String, default: null },
    scheduleId: { type: String, required: true },
    weekStart: { type: String, required: true },
    committed: { type: Number, required: true },
    completed: { type: Number, required: true },
  },
  { collection: 'ppc_weeks', timestamps: true, versionKey: false },
);
ppcWeekSchema.index({ companyId: 1, scheduleId: 1, weekStart: 1 }, { unique: true });

export type PpcWeekDocument = InferSchemaType<typeof ppcWeekSchema> & { _id: Types.ObjectId };
