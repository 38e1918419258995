import { Schema, type InferSchemaType } from 'mongoose';
import type { ActivityRow } from '@tenon/contracts';

export const ACTIVITY_PAGE_MODEL = 'ActivityPage';
export const ACTIVITY_PAGE_SET_MODEL = 'ActivityPageSet';
export const ACTIVITY_HEAD_MODEL = 'ActivityHead';

/**
 * One master-plan activity as the lookahead keeps it, fed by `masterplan.activity-rows.changed.v1` and rebuilt from a
 * snapshot of the masterplan service: never read from its database. Whether it is on the lookahead is not kept: it
 * is while it has tasks (spec part 3, 4), which every reader of the window has at hand.
 */
export interface ActivityReadDocument extends Omit<ActivityRow, 'id'> {
  scheduleId: string;
  activityId: string;
}

/**
 * A schedule's activities in pages of rows kept as JSON text, each page read and written by its `_id`
 * (`<scheduleId>:<n>`). FerretDB's SQLite backend reads a filter naming `_id` through its index and scans the whole
 * collection for any other, decoding every document: a 10,000-activity plan kept one document per activity cost seconds per read
 * and per save, where its twenty pages cost twenty key reads.
 */
export const activityPageSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    rows: { type: String, required: true },
  },
  { collection: 'activity_pages', versionKey: false },
);

export type ActivityPageDocument = InferSchemaType<typeof activityPageSchema> & { _id: string };

/** How many pages a schedule has, and a stamp raised by every write so that a kept copy knows it is stale. */
export const activityPageSetSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    pages: { type: Number, required: true },
    stamp: { type: Number, required: true },
  },
  { collection: 'activity_page_sets', versionKey: false },
);

export type ActivityPageSetDocument = InferSchemaType<typeof activityPageSetSchema> & { _id: string };

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
