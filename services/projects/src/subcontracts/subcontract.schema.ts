import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const SUBCONTRACT_MODEL = 'Subcontract';

/** A subcontractor company of a company (projectId null) or of one project (spec part 1, section 3). */
export const subcontractSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, default: null },
    name: { type: String, required: true },
    /** The name as compared for uniqueness (trimmed, single spaces, lower case). */
    nameKey: { type: String, required: true },
    image: { type: String, default: null },
    color: { type: String, default: null },
  },
  { collection: 'subcontracts', timestamps: true, versionKey: false },
);
subcontractSchema.index({ companyId: 1, projectId: 1, nameKey: 1 }, { unique: true });

export type SubcontractDocument = InferSchemaType<typeof subcontractSchema> & { _id: Types.ObjectId };
