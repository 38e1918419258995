import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { AUDIT_EVENT_MODEL, type AuditEventRecord } from './audit-events.schema';

export interface AuditPageCursor {
  at: Date;
  id: string;
}

/** Not a TenantScopedRepository: sign-in and password events have no company (null), and a company's page includes its members' ones. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectModel(AUDIT_EVENT_MODEL) private readonly events: Model<AuditEventRecord>) {}

  async insert(event: AuditEventRecord): Promise<void> {
    await this.events.create(event);
  }

  /**
   * A company's events, newest first: its own, and the company-less ones (sign-ins, passwords) of its members. Only
   * this read crosses the company field, and only for the listed members.
   */
  page(scope: TenantScope, memberIds: readonly string[], before: AuditPageCursor | undefined, limit: number): Promise<AuditEventRecord[]> {
    const whose: FilterQuery<AuditEventRecord> = { $or: [{ companyId: scope.companyId }, { companyId: null, subjectId: { $in: [...memberIds] } }] };
    const older: FilterQuery<AuditEventRecord> | undefined =
      before === undefined ? undefined : { $or: [{ at: { $lt: before.at } }, { at: before.at, _id: { $lt: before.id } }] };
    return this.events
      .find(older === undefined ? whose : { $and: [whose, older] })
      .sort({ at: -1, _id: -1 })
      .limit(limit)
      .lean<AuditEventRecord[]>()
      .exec();
  }
}
