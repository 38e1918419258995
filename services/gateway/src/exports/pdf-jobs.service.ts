import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AuthContext, PdfJobStage, PdfJobView } from '@tenon/contracts';
import { getProcessLogger } from '@tenon/service-kit';
import { DomainError } from '../domain-error';
import { GATEWAY_SETTINGS, REDIS, type GatewaySettings } from '../gateway-settings';
import { isFinished, viewOfPdfJob, type PdfJob } from './pdf-job';
import { PdfExportService } from './pdf-export.service';
import { PdfJobsStore } from './pdf-jobs.store';

/**
 * A whole schedule's Gantt can take minutes to print (spec part 2, 2.11): it is printed in the background while its
 * owner follows the stages, and fetched when done. Reports, printed in seconds, keep the direct `POST /exports/pdf`.
 */
@Injectable()
export class PdfJobsService {
  private readonly store: PdfJobsStore;

  constructor(
    private readonly pdf: PdfExportService,
    @Inject(REDIS) redis: Redis,
    @Inject(GATEWAY_SETTINGS) settings: GatewaySettings,
  ) {
    this.store = new PdfJobsStore(redis, settings.redisKeyPrefix);
  }

  /** Checks the page and the permission now, so a refusal is answered at once; the print itself runs on. */
  async start(caller: AuthContext, path: string, fileName: string | undefined): Promise<PdfJobView> {
    const page = this.pdf.printable(caller, path);
    const now = Date.now();
    const job: PdfJob = {
      id: randomUUID(),
      companyId: caller.companyId,
      userId: caller.userId,
      page: page.name,
      fileName: (fileName ?? page.name).trim() || page.name,
      stage: 'queued',
      startedAt: now,
      updatedAt: now,
    };
    await this.store.save(job);
    void this.run(job, caller, path);
    return viewOfPdfJob(job, now);
  }

  async status(caller: AuthContext, jobId: string): Promise<PdfJobView> {
    return viewOfPdfJob(await this.jobOf(caller, jobId), Date.now());
  }

  /** The printed file, once the job is done. */
  async file(caller: AuthContext, jobId: string): Promise<{ content: Buffer; fileName: string }> {
    const job = viewOfPdfJob(await this.jobOf(caller, jobId), Date.now());
    if (job.stage === 'failed') throw new DomainError('VALIDATION_FAILED', job.error ?? 'The export failed');
    if (job.stage !== 'done') throw new DomainError('VALIDATION_FAILED', 'The PDF is not ready yet', { stage: job.stage, progress: job.progress });
    const content = await this.store.file(caller.companyId, jobId);
    if (content === null) throw new DomainError('NOT_FOUND', 'The PDF is no longer kept; export it again');
    return { content, fileName: job.fileName };
  }

  private async jobOf(caller: AuthContext, jobId: string): Promise<PdfJob> {
    const job = await this.store.find(caller.companyId, caller.userId, jobId);
    if (job === null) throw new DomainError('NOT_FOUND', 'Export not found');
    return job;
  }

  private async run(job: PdfJob, caller: AuthContext, path: string): Promise<void> {
    // Stages are written in order: a late write of an earlier stage never overtakes a later one.
    let writes = Promise.resolve();
    const advance = (stage: PdfJobStage, extra: Partial<PdfJob> = {}) => {
      if (isFinished(job.stage)) return writes;
      Object.assign(job, { stage, updatedAt: Date.now(), ...extra });
      const snapshot = { ...job };
      writes = writes.then(() => this.store.save(snapshot)).catch((error: unknown) => getProcessLogger().warn({ err: error, jobId: job.id }, 'pdf job not saved'));
      return writes;
    };
    try {
      const printed = await this.pdf.print(caller, path, (stage) => void advance(stage));
      await this.store.saveFile(job.companyId, job.id, printed.content);
      await advance('done', { bytes: printed.content.length });
    } catch (error) {
      const message = error instanceof DomainError ? error.message : 'The PDF could not be printed; try again';
      if (!(error instanceof DomainError)) getProcessLogger().error({ err: error, jobId: job.id }, 'pdf job failed');
      await advance('failed', { error: message });
    }
  }
}
