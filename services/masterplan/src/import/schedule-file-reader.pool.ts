import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import type { ReadingOutcome } from './schedule-file-reading';

/** At most this many files are read at once per process: each takes a core and a few times the file in memory. */
const READERS_AT_ONCE = 2;

/** Reads schedule files off the request thread, one worker thread per file, a couple at a time. */
@Injectable()
export class ScheduleFileReaderPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async read(bytes: Buffer, fileName: string, sourceProjectId?: string): Promise<ReadingOutcome> {
    await this.turn();
    try {
      return await this.inWorker(bytes, fileName, sourceProjectId);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private turn(): Promise<void> {
    if (this.running < READERS_AT_ONCE) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => {
      this.running += 1;
      resolve();
    }));
  }

  private inWorker(bytes: Buffer, fileName: string, sourceProjectId?: string): Promise<ReadingOutcome> {
    return new Promise((resolve, reject) => {
      // A copy the worker owns outright: the buffer is handed over, not cloned.
      const owned = new Uint8Array(bytes);
      const worker = new Worker(join(__dirname, 'schedule-file.worker.js'), {
        workerData: { bytes: owned, fileName, ...(sourceProjectId === undefined ? {} : { sourceProjectId }) },
        transferList: [owned.buffer],
      });
      worker.once('message', (message: { outcome?: ReadingOutcome; failure?: string }) => {
        if (message.outcome !== undefined) resolve(message.outcome);
        else reject(new Error(`schedule file reader failed: ${message.failure ?? 'no answer'}`));
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`schedule file reader exited with ${code}`));
      });
    });
  }
}
