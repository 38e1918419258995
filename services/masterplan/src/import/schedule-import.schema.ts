import { Schema, type Types } from 'mongoose';
import type { ScheduleFileFormat } from '@tenon/contracts';

export const SCHEDULE_IMPORT_MODEL = 'ScheduleImport';

/** A file imported into a schedule: where the plan came from, its data date, and what a later re-import updates. */
export interface ScheduleImportDocument {
  _id: Types.ObjectId;
  companyId: string;
  projectId: string;
  scheduleId: string;
  fileName: string;
  format: ScheduleFileFormat;
  /** The project read from a multi-project XER. */
  sourceProjectId: string | null;
  /** The file's status (data) date, `YYYY-MM-DDTHH:mm`. */
  dataDate: string | null;
  version: number;
  activities: number;
  links: number;
  calendars: number;
  importedBy: string;
  importedAt: Date;
}

export const scheduleImportSchema = new Schema<ScheduleImportDocument>(
  {
    companyId: { type: String, required: true },
    projectId: { type: String, required: true },
    scheduleId: { type: String, required: true },
    fileName: { type: String, required: true },
    format: { type: String, required: true },
    sourceProjectId: { type: String, default: null },
    dataDate: { type: String, default: null },
    version: { type: Number, required: true },
    activities: { type: Number, required: true },
    links: { type: Number, required: true },
    calendars: { type: Number, required: true },
    importedBy: { type: String, required: true },
    importedAt: { type: Date, required: true },
  },
  { collection: 'schedule_imports', versionKey: false },
);
scheduleImportSchema.index({ companyId: 1, scheduleId: 1 });
