import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const ROADBLOCK_FACT_MODEL = 'RoadblockFact';

/** Read model: one row per roadblock (constraint), as its `lookahead.constraint.changed.v1` events left it. */
export const roadblockFactSchema = new Schema(
  {
    // `factIdOf` ids (ObjectIds on rows written before): never cast, so a BI page after a string id is read.
    _id: { type: Schema.Types.Mixed },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    constraintId: { type: String, required: true },
    status: { type: String, required: true },
    /** Day of the first change heard: the day it was raised. */
    createdOn: { type: String, required: true },
    commitmentDate: { type: String, default: null },
    releaseDate: { type: String, default: null },
    responsibleIds: { type: [String], default: [] },
    taskIds: { type: [String], default: [] },
    changedAt: { type: String, required: true },
    /** A tombstone: deleted at `deletedAt`, kept so a BI refresh hears of it and a late older change stays ignored. */
    deleted: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'roadblock_facts', timestamps: true, versionKey: false },
);
roadblockFactSchema.index({ companyId: 1, constraintId: 1 }, { unique: true });
roadblockFactSchema.index({ companyId: 1, projectId: 1, scheduleId: 1 });

export type RoadblockFactDocument = InferSchemaType<typeof roadblockFactSchema> & { _id: string | Types.ObjectId };
