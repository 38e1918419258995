import { randomBytes } from 'node:crypto';
import { readScheduleBytes, ScheduleFileError, type ScheduleFileFormat, type SourceProject } from '@tenon/scheduling/readers';
import { ImportCycleError, mapScheduleToPlan, type ImportedPlan } from './plan-mapping';

/** What the importer needs of a file: how it was understood, and its plan in the master plan's terms. */
export interface ScheduleFileReading {
  format: ScheduleFileFormat;
  projectName: string | null;
  projects: SourceProject[];
  plan: ImportedPlan;
}

export type ReadingOutcome = { ok: true; reading: ScheduleFileReading } | { ok: false; code: 'SCHEDULE_FILE_INVALID' | 'SCHEDULE_CYCLE'; message: string };

/** Ids of the rows made from a file, in the form every stored row has (a MongoDB object id). */
const newObjectId = (): string => randomBytes(12).toString('hex');

/** Reads and maps a file; a file that is not a schedule, or one whose links loop, is an answer, not a crash. */
export function readScheduleFileForImport(bytes: Uint8Array, fileName: string, sourceProjectId?: string): ReadingOutcome {
  try {
    const read = readScheduleBytes(bytes, fileName, sourceProjectId === undefined ? {} : { projectId: sourceProjectId });
    if (read.model.activities.length === 0) return { ok: false, code: 'SCHEDULE_FILE_INVALID', message: `${fileName} holds no activities` };
    return {
      ok: true,
      reading: {
        format: read.format,
        projectName: read.model.name ?? null,
        projects: read.projects,
        plan: mapScheduleToPlan(read.model, newObjectId, read.warnings),
      },
    };
  } catch (error) {
    if (error instanceof ScheduleFileError) return { ok: false, code: 'SCHEDULE_FILE_INVALID', message: error.message };
    if (error instanceof ImportCycleError) return { ok: false, code: 'SCHEDULE_CYCLE', message: error.message };
    // A reader that trips over a malformed file must not look like a server fault to the planner.
    if (error instanceof Error && !(error instanceof TypeError || error instanceof RangeError)) return { ok: false, code: 'SCHEDULE_FILE_INVALID', message: `${fileName} could not be read: ${error.message}` };
    throw error;
  }
}
