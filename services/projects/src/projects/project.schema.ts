import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const PROJECT_MODEL = 'Project';

export const projectSchema = new Schema(
  {
    companyId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    image: { type: String, default: null },
    address: { type: String, default: '' },
    stage: { type: String, required: true, default: 'started' },
    country: { type: String, required: true },
    currency: { type: String, required: true },
    budget: { type: Number, required: true },
    size: { type: Number, required: true },
    sizetype: { type: String, required: true },
    planificationDay: { type: Number, required: true, default: 1 },
    type: { type: String, required: true },
    hoursPerDay: { type: Number, default: 8 },
    activityCriterion: { type: String, default: 'duration' },
    taskCriterion: { type: String, default: 'duration' },
    startDate: { type: String, default: null },
    finishDate: { type: String, default: null },
    progress: { type: Number, default: 0 },
    /** The installation's template project (free-trial first projects are copies of it). */
    isTemplate: { type: Boolean, default: false },
  },
  { collection: 'projects', timestamps: true, versionKey: false },
);

export type ProjectDocument = InferSchemaType<typeof projectSchema> & { _id: Types.ObjectId };
