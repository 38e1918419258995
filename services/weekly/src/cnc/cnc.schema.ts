import { Schema } from 'mongoose';
import { cncPriorities, cncStatuses, type CncView, type DefaultCncTypeKey } from '@tenon/contracts';

export const CNC_MODEL = 'Cnc';
export const CNC_TYPE_MODEL = 'CncType';
export const CNC_TYPE_SEED_MODEL = 'CncTypeSeed';

/** A cause of non-compliance: why a commitment of a schedule's planning week was not kept. */
export const cncSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    typeId: { type: String, required: true },
    weekStart: { type: String, required: true },
    responsibleId: { type: String, default: null },
    status: { type: String, default: 'unsolved', enum: cncStatuses },
    priority: { type: String, default: 'Normal', enum: cncPriorities },
    /** The gateway's image id; the answer carries its path for the gateway to sign. */
    imageId: { type: String, default: null },
    taskIds: { type: [String], default: [] },
    commitmentIds: { type: [String], default: [] },
    createdBy: { type: String, required: true },
  },
  { collection: 'cncs', timestamps: true, versionKey: false },
);
cncSchema.index({ companyId: 1, scheduleId: 1, weekStart: 1 });
cncSchema.index({ companyId: 1, projectId: 1, typeId: 1 });

/** A CNC as stored: the screens' view with its tenant keys, the image's id and stored dates. */
export interface CncRecord extends Omit<CncView, 'id' | 'image' | 'createdAt' | 'updatedAt'> {
  _id: string;
  companyId: string;
  projectId: string;
  imageId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A project's cause of non-compliance; `nameKey` keeps names unique per project whatever their case. */
export const cncTypeSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    defaultKey: { type: String, default: null },
  },
  { collection: 'cnc_types', timestamps: true, versionKey: false },
);
cncTypeSchema.index({ companyId: 1, projectId: 1, nameKey: 1 }, { unique: true });

export interface CncTypeRecord {
  _id: string;
  companyId: string;
  projectId: string;
  name: string;
  nameKey: string;
  defaultKey: DefaultCncTypeKey | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One per project whose default types were written, so deleting every default does not bring them back. */
export const cncTypeSeedSchema = new Schema(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
  },
  { collection: 'cnc_type_seeds', timestamps: true, versionKey: false },
);

export interface CncTypeSeedRecord {
  /** The project id. */
  _id: string;
  companyId: string;
}
