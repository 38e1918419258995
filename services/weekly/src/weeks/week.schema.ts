import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const WEEK_MODEL = 'Week';

/** A schedule's planning week once something was committed to it (spec part 3, 3: week commitment). */
export const weekSchema = new Schema(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    weekStart: { type: String, required: true },
    weekEnd: { type: String, required: true },
    week: { type: Number, required: true },
    year: { type: Number, required: true },
    /** committed, then closed (didCloseWeek); a reset opens it again. */
    state: { type: String, enum: ['committed', 'closed'], required: true },
    timing: { type: String, default: null },
    committedBy: { type: String, default: null },
    closedAt: { type: Date, default: null },
    closedBy: { type: String, default: null },
    ppc: { type: Number, default: null },
    committedCount: { type: Number, default: 0 },
    metCount: { type: Number, default: 0 },
    /**
     * The closed event's id, stored by the same write that closes the week, and whether it went out: a service stopped
     * between the two sends it at the next close or read of the week, under the same id.
     */
    closedEventId: { type: String, default: null },
    closedEventPublished: { type: Boolean, default: null },
    /**
     * Each commitment's realized percentage, written by the write that closes the week: a close is one write, so it
     * never stops half applied, and on FerretDB (SQLite) one write rather than one update per commitment. Cleared by a
     * reset. Weeks closed before it was kept here hold their values on the commitments.
     */
    realized: {
      type: [new Schema({ commitmentId: { type: String, required: true }, percent: { type: Number, required: true } }, { _id: false })],
      default: undefined,
    },
  },
  { collection: 'weeks', timestamps: true, versionKey: false },
);
// One record per week: a retried close finds the same one, so a week never holds two PPCs.
weekSchema.index({ companyId: 1, scheduleId: 1, weekStart: 1 }, { unique: true });

export type WeekDocument = InferSchemaType<typeof weekSchema> & { _id: Types.ObjectId };
