import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const CALENDAR_MODEL = 'Calendar';

const shiftSchema = new Schema({ start: { type: String, required: true }, end: { type: String, required: true } }, { _id: false });

const exceptionSchema = new Schema(
  {
    name: { type: String, default: '' },
    fromDate: { type: String, required: true },
    toDate: { type: String, required: true },
    working: { type: Boolean, default: false },
    shifts: { type: [shiftSchema], default: [] },
    /** How fromDate's day repeats until toDate: DAILY covers every day between them. */
    every: { type: String, default: 'DAILY' },
    source: { type: String, default: 'manual' },
  },
  { _id: false },
);

/** A schedule's working-time calendar: seven 1/0 flags (Sunday first), shifts, and exceptions such as holidays. */
export const calendarSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    isDefault: { type: Boolean, default: false },
    workingDays: { type: [Number], required: true, validate: (days: number[]) => days.length === 7 && days.every((d) => d === 0 || d === 1) },
    shifts: { type: [shiftSchema], default: [] },
    exceptions: { type: [exceptionSchema], default: [] },
  },
  { collection: 'calendars', timestamps: true, versionKey: false },
);
calendarSchema.index({ companyId: 1, scheduleId: 1 });

export type CalendarDocument = InferSchemaType<typeof calendarSchema> & { _id: Types.ObjectId };
