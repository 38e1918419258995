import { Schema, type InferSchemaType, type Types } from 'mongoose';

export const TASK_MODEL = 'Task';

/** A quantity of one of the schedule's resources (the master plan owns their names and units). */
const taskResourceSchema = new Schema({ resourceId: { type: String, required: true }, quantity: { type: Number, required: true } }, { _id: false });

/** A lookahead task: a piece of an activity planned for the coming weeks. */
export const taskSchema = new Schema(
  {
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    activityId: { type: String, required: true },
    parentId: { type: String, default: null },
    name: { type: String, required: true },
    start: { type: String, required: true },
    finish: { type: String, required: true },
    /** Days, spec part 3, 5 (at most 200). */
    duration: { type: Number, default: 1 },
    progress: { type: Number, default: 0 },
    leanStatus: { type: String, default: 'Debit', enum: ['Restricted', 'Debit', 'Can', 'Will', 'Committed'] },
    /** The status a task had when a roadblock made it Restricted; written by the roadblocks side (spec part 3, 4). */
    leanStatusBeforeRestriction: { type: String, default: null },
    status: { type: String, default: 'Waiting' },
    priority: { type: String, default: 'Normal' },
    subcontractId: { type: String, default: null },
    responsibleIds: { type: [String], default: [] },
    tags: { type: [String], default: [] },
    commitmentPercent: { type: Number, default: 0 },
    description: { type: String, default: '' },
    /** Materials, machinery and specialities the task needs; absent on tasks written before resources were kept. */
    resources: { type: [taskResourceSchema], default: undefined },
    /** Raised by every write of the task's fields: an edit made on an older version is refused, never applied over. */
    version: { type: Number, default: 1 },
    /** A takt task's production unit (issue 13): one task per unit under an activity. Absent on other tasks. */
    taktUnitId: { type: String },
    /** Spec part 3, 5 (takt weights): the task's share of its activity, in percent; absent on other tasks. */
    weight: { type: Number },
    /** Spec part 3, 4: a new takt task is not active until the takt plan starts it; absent on other tasks. */
    active: { type: Boolean },
    createdBy: { type: String, default: null },
    updatedBy: { type: String, default: null },
  },
  { collection: 'tasks', timestamps: true, versionKey: false },
);
taskSchema.index({ companyId: 1, scheduleId: 1, activityId: 1 });
taskSchema.index({ companyId: 1, scheduleId: 1, activityId: 1, taktUnitId: 1 });

/** Plain task rows (the repository returns objects, not mongoose documents): resources as a plain list. */
export type TaskDocument = Omit<InferSchemaType<typeof taskSchema>, 'resources'> & { _id: Types.ObjectId; resources?: Array<{ resourceId: string; quantity: number }> | null };
