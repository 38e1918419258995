import { Schema } from 'mongoose';
import { structureTypes, type StructureType } from '@tenon/contracts';

export const STRUCTURE_MODEL = 'Structure';

export interface StructureRecord {
  _id: string;
  companyId: string;
  projectId: string;
  scheduleId: string;
  name: string;
  type: StructureType;
  mode: 'automatic' | 'manual';
  order: number;
  creatorId: string;
}

/** A schedule's takt structure (a tower, an estate, a road): the root of its locations. */
export const structureSchema = new Schema<StructureRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true, enum: structureTypes },
    mode: { type: String, required: true, enum: ['automatic', 'manual'] },
    order: { type: Number, required: true },
    creatorId: { type: String, required: true },
  },
  { collection: 'structures', timestamps: true, versionKey: false },
);
structureSchema.index({ companyId: 1, scheduleId: 1, order: 1 });
