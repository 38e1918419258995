import { Schema, type InferSchemaType } from 'mongoose';

export const TASK_STAMP_MODEL = 'TaskStamp';

/**
 * Raised after every write of a schedule's tasks (`_id` is `<companyId>:<scheduleId>`): a kept copy of the schedule's
 * tasks is trusted while the stamp it was read at is still the stamp. `epoch` is new each time the document is
 * created, so a stamp counted again from one after the document was lost is not taken for an old one.
 */
export const taskStampSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    epoch: { type: String, required: true },
    stamp: { type: Number, required: true },
  },
  { collection: 'task_stamps', versionKey: false },
);

export type TaskStampDocument = InferSchemaType<typeof taskStampSchema> & { _id: string };
