import { parentPort, workerData } from 'node:worker_threads';
import { readScheduleFileForImport } from './schedule-file-reading';

/** Runs in a worker thread: a 60 MB file takes seconds to read, and the service keeps answering meanwhile. */
interface Job {
  bytes: Uint8Array;
  fileName: string;
  sourceProjectId?: string;
}

const job = workerData as Job;
try {
  parentPort?.postMessage({ outcome: readScheduleFileForImport(job.bytes, job.fileName, job.sourceProjectId) });
} catch (error) {
  parentPort?.postMessage({ failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
