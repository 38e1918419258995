import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const ENTITLEMENT_MODEL = 'Entitlement';

/**
 * Which modules a project (or, with projectId null, every project of a company) shows.
 * This replaces hard-coded project and company ids.
 */
export const entitlementSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, default: null },
    modules: { type: [String], required: true },
  },
  { collection: 'entitlements', timestamps: true, versionKey: false },
);
entitlementSchema.index({ companyId: 1, projectId: 1 }, { unique: true });

export type EntitlementDocument = InferSchemaType<typeof entitlementSchema> & { _id: Types.ObjectId };
