import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const CNC_FACT_MODEL = 'CncFact';

/** Read model: one row per cause of non-compliance, as its last `weekly.cnc.changed.v1` left it. */
export const cncFactSchema = new Schema(
  {
    // `factIdOf` ids (ObjectIds on rows written before): never cast, so a BI page after a string id is read.
    _id: { type: Schema.Types.Mixed },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    cncId: { type: String, required: true },
    typeId: { type: String, required: true },
    weekStart: { type: String, required: true },
    status: { type: String, required: true },
    responsibleId: { type: String, default: null },
    lostCommitments: { type: Number, required: true },
    /** When the change that wrote this row happened: an older change arriving late is ignored. */
    changedAt: { type: String, required: true },
    /** A tombstone: deleted at `deletedAt`, kept so a BI refresh hears of it and a late older change stays ignored. */
    deleted: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'cnc_facts', timestamps: true, versionKey: false },
);
cncFactSchema.index({ companyId: 1, cncId: 1 }, { unique: true });
cncFactSchema.index({ companyId: 1, projectId: 1, scheduleId: 1, weekStart: 1 });

export type CncFactDocument = InferSchemaType<typeof cncFactSchema> & { _id: string | Types.ObjectId };
