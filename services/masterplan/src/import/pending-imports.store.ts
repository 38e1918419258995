import { Injectable } from '@nestjs/common';
import { deserialize, serialize } from 'node:v8';
import type { ImportPreview } from '@tenon/contracts';
import { TransientBlobs, type TenantScope } from '@tenon/service-kit';
import type { ImportedPlan } from './plan-mapping';

/** How long a preview waits for the planner's go-ahead before the file must be uploaded again. */
export const PENDING_IMPORT_SECONDS = 30 * 60;
/** The gateway's name for uploaded bytes waiting to be read (`TransientBlobs` kind). */
export const UPLOAD_KIND = 'upload';
const PENDING_KIND = 'schedule-import';

/** A file read and previewed, kept until it is finished or expires. */
export interface PendingImport {
  userId: string;
  projectId: string;
  scheduleId: string;
  preview: ImportPreview;
  plan: ImportedPlan;
  /** The file itself, kept only when it holds several projects and another may be chosen. */
  file: Buffer | null;
  /** Set for a newer version of the schedule's file: the plan version its diff was made against. */
  update?: { baseVersion: number };
}

/** Previews live in Redis with their expiry, keyed by company and import id, so any instance can finish them. */
@Injectable()
export class PendingImportsStore {
  constructor(private readonly blobs: TransientBlobs) {}

  /** The uploaded file, once: whatever happens next, it is not left behind. */
  takeUpload(scope: TenantScope, uploadId: string): Promise<Buffer | null> {
    return this.blobs.take(scope.companyId, UPLOAD_KIND, uploadId);
  }

  async keep(scope: TenantScope, pending: PendingImport): Promise<void> {
    await this.blobs.put(scope.companyId, PENDING_KIND, serialize(pending), PENDING_IMPORT_SECONDS, pending.preview.importId);
  }

  async find(scope: TenantScope, importId: string): Promise<PendingImport | null> {
    const bytes = await this.blobs.get(scope.companyId, PENDING_KIND, importId);
    return bytes === null ? null : (deserialize(bytes) as PendingImport);
  }

  async drop(scope: TenantScope, importId: string): Promise<void> {
    await this.blobs.delete(scope.companyId, PENDING_KIND, importId);
  }
}
