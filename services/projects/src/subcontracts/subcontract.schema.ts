import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const SUBCONTRACT_MODEL = 'Subcontract';

/** A subcontractor company working on a project (spec part 1, section 3). */
export const subcontractSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    name: { type: String, required: true },
    image: { type: String, default: null },
    color: { type: String, default: null },
  },
  { collection: 'subcontracts', timestamps: true, versionKey: false },
);
subcontractSchema.index({ companyId: 1, projectId: 1 });

export type SubcontractDocument = InferSchemaType<typeof subcontractSchema> & { _id: Types.ObjectId };
