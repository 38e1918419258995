import { Schema } from 'mongoose';
import type { ResourceType } from '@tenon/contracts';

/** A schedule's resource with the quantities its activities use, kept together: a resource's grid row reads one document. */
export interface ResourceRecord {
  _id: string;
  companyId: string;
  scheduleId: string;
  name: string;
  type: ResourceType;
  unitLabel: string;
  total: number;
  assignments: Array<{ activityId: string; quantity: number }>;
  /** Raised by each change of the assignments, which is written only over the revision it was read at. */
  revision: number;
}

export const resourceSchema = new Schema<ResourceRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true, enum: ['material', 'machinery', 'speciality'] },
    unitLabel: { type: String, default: '' },
    total: { type: Number, required: true },
    assignments: { type: [{ _id: false, activityId: { type: String, required: true }, quantity: { type: Number, required: true } }], default: [] },
    revision: { type: Number, default: 0 },
  },
  // The stored name predates "schedule" as the one name in code; renaming it would need a data migration.
  { collection: 'sector_resources', versionKey: false },
);
resourceSchema.index({ companyId: 1, scheduleId: 1 });

export const RESOURCE_MODEL = 'ScheduleResource';
