import { Schema, type Types } from 'mongoose';

/** A saved look of one schedule's screen: a user's default (no name) or a named view, private or public. */
export interface SavedViewDocument<Settings> {
  _id: Types.ObjectId;
  companyId: string;
  projectId: string;
  scheduleId: string;
  ownerId: string;
  name: string | null;
  public: boolean;
  settings: Settings;
  updatedAt: Date;
}

/** The views of one screen in their own collection; the settings are validated by the request's schema, not here. */
export function savedViewSchema<Settings>(collection: string): Schema<SavedViewDocument<Settings>> {
  const schema = new Schema<SavedViewDocument<Settings>>(
    {
      companyId: { type: String, required: true },
      projectId: { type: String, required: true },
      scheduleId: { type: String, required: true },
      ownerId: { type: String, required: true },
      name: { type: String, default: null },
      public: { type: Boolean, default: false },
      settings: { type: Schema.Types.Mixed, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection, versionKey: false },
  );
  schema.index({ companyId: 1, scheduleId: 1, ownerId: 1 });
  return schema;
}
