import { Schema, type Types } from 'mongoose';
import type { GanttViewSettings } from '@tenon/contracts';

/** A saved look of one schedule's Gantt: a user's default (no name) or a named view, private or public. */
export interface GanttViewDocument {
  _id: Types.ObjectId;
  companyId: string;
  projectId: string;
  scheduleId: string;
  ownerId: string;
  name: string | null;
  public: boolean;
  settings: GanttViewSettings;
  updatedAt: Date;
}

export const ganttViewSchema = new Schema<GanttViewDocument>(
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
  { collection: 'gantt_views', versionKey: false },
);
ganttViewSchema.index({ companyId: 1, scheduleId: 1, ownerId: 1 });

export const GANTT_VIEW_MODEL = 'GanttView';
