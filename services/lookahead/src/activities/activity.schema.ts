import { Schema, type InferSchemaType } from 'mongoose';

export const ACTIVITY_MODEL = 'Activity';
export const ACTIVITY_HEAD_MODEL = 'ActivityHead';

/**
 * The master plan's activities as the lookahead keeps them, fed by `masterplan.activity-rows.changed.v1` and rebuilt
 * from a snapshot of the masterplan service: never read from its database. `_id` is `<scheduleId>:<activityId>`.
 */
export const activitySchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    correlativeId: { type: Number, required: true },
    order: { type: Number, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    progress: { type: Number, default: 0 },
    subcontractId: { type: String, default: null },
    calendarId: { type: String, default: null },
    isSummary: { type: Boolean, default: false },
    isMilestone: { type: Boolean, default: false },
    /** Spec part 3, 4: on the lookahead while it has tasks. */
    isOnLookahead: { type: Boolean, default: false },
  },
  { collection: 'activities', versionKey: false },
);
activitySchema.index({ companyId: 1, scheduleId: 1 });

export type ActivityReadDocument = InferSchemaType<typeof activitySchema> & { _id: string };

/** Which plan version the read model of a schedule holds; `complete` false while a whole plan is still arriving. */
export const activityHeadSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    version: { type: Number, required: true },
    complete: { type: Boolean, required: true },
  },
  { collection: 'activity_heads', versionKey: false },
);

export type ActivityHeadDocument = InferSchemaType<typeof activityHeadSchema> & { _id: string };
