import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const TAG_MODEL = 'Tag';

/** A label planners put on activities and tasks, per project (the settings "cats" tab). */
export const tagSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    name: { type: String, required: true },
    /** The name as compared for uniqueness (trimmed, single spaces, lower case). */
    nameKey: { type: String, required: true },
    color: { type: String, default: null },
  },
  { collection: 'tags', timestamps: true, versionKey: false },
);
tagSchema.index({ companyId: 1, projectId: 1, nameKey: 1 }, { unique: true });

export type TagDocument = InferSchemaType<typeof tagSchema> & { _id: Types.ObjectId };
