import { Schema } from 'mongoose';

/** A schedule's data date, one document per schedule under the schedule's id. */
export interface DataDateRecord {
  _id: string;
  companyId: string;
  dataDate: string | null;
  setBy: string;
  setAt: Date;
}

export const dataDateSchema = new Schema<DataDateRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    dataDate: { type: String, default: null },
    setBy: { type: String, required: true },
    setAt: { type: Date, required: true },
  },
  { collection: 'schedule_data_dates', versionKey: false },
);
export const DATA_DATE_MODEL = 'ScheduleDataDate';

/** A schedule update's description, small so a schedule's list reads no progress. */
export interface ScheduleUpdateRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  name: string;
  comment: string;
  dataDate: string | null;
  createdAt: Date;
  creatorId: string;
  activityCount: number;
  progress: number;
}

export const scheduleUpdateSchema = new Schema<ScheduleUpdateRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    comment: { type: String, default: '' },
    dataDate: { type: String, default: null },
    createdAt: { type: Date, required: true },
    creatorId: { type: String, required: true },
    activityCount: { type: Number, required: true },
    progress: { type: Number, required: true },
  },
  { collection: 'schedule_updates', versionKey: false },
);
scheduleUpdateSchema.index({ companyId: 1, scheduleId: 1 });
export const SCHEDULE_UPDATE_MODEL = 'ScheduleUpdate';

/**
 * The historical progress records of one update, under the update's id, as one JSON object of activity id to
 * progress: a 10,000-activity snapshot is one write, and an activity's history one read by `_id` per update.
 */
export interface UpdateProgressRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  progress: string;
}

export const updateProgressSchema = new Schema<UpdateProgressRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    progress: { type: String, required: true },
  },
  { collection: 'schedule_update_progress', versionKey: false },
);
export const UPDATE_PROGRESS_MODEL = 'ScheduleUpdateProgress';
