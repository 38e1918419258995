import { Schema, type Types } from 'mongoose';
import type { PlanViewSettings } from '@tenon/contracts';

/** A saved look of one schedule's lookahead plan: a user's default (no name) or a named view, private or public. */
export interface PlanViewDocument {
  _id: Types.ObjectId;
  companyId: string;
  projectId: string;
  scheduleId: string;
  ownerId: string;
  name: string | null;
  public: boolean;
  settings: PlanViewSettings;
  updatedAt: Date;
}

export const planViewSchema = new Schema<PlanViewDocument>(
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
  { collection: 'plan_views', versionKey: false },
);
planViewSchema.index({ companyId: 1, scheduleId: 1, ownerId: 1 });

export const PLAN_VIEW_MODEL = 'PlanView';
