import type { Redis } from 'ioredis';
import type { PdfJob } from './pdf-job';

/** A job and its file are kept this long after their last change: time enough to come back for the download. */
const KEEP_SECONDS = 30 * 60;

/** PDF jobs in Redis, so any gateway instance answers their status and file; Redis's expiry cleans up. */
export class PdfJobsStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async save(job: PdfJob): Promise<void> {
    await this.redis.set(this.jobKey(job.id), JSON.stringify(job), 'EX', KEEP_SECONDS);
  }

  /** The job, only for the person of the company that started it. */
  async find(companyId: string, userId: string, id: string): Promise<PdfJob | null> {
    const raw = await this.redis.get(this.jobKey(id));
    if (raw === null) return null;
    const job = JSON.parse(raw) as PdfJob;
    return job.companyId === companyId && job.userId === userId ? job : null;
  }

  async saveFile(companyId: string, id: string, content: Buffer): Promise<void> {
    await this.redis.set(this.fileKey(companyId, id), content, 'EX', KEEP_SECONDS);
  }

  /** The printed file, only for the company that started the job: another company's job id is not found. */
  async file(companyId: string, id: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.fileKey(companyId, id));
  }

  private jobKey(id: string): string {
    return `${this.prefix}pdf-job:${id}`;
  }

  // The company is part of the key, as with the service kit's TransientBlobs: a file is never read by id alone.
  private fileKey(companyId: string, id: string): string {
    return `${this.prefix}pdf-job-file:${companyId}:${id}`;
  }
}
