import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { COMMITMENT_MODEL, type CommitmentDocument } from '../commitments/commitment.schema';
import { WEEK_MODEL, type WeekDocument } from './week.schema';

export type NewWeek = Pick<WeekDocument, 'projectId' | 'scheduleId' | 'weekStart' | 'weekEnd' | 'week' | 'year' | 'timing' | 'committedBy'>;
export type NewCommitment = Omit<CommitmentDocument, 'companyId' | '_id' | 'createdAt' | 'updatedAt'>;

const DUPLICATE_KEY = 11000;

@Injectable()
export class WeeksRepository extends TenantScopedRepository<WeekDocument, NewWeek & { state: string }> {
  constructor(@InjectModel(WEEK_MODEL) model: Model<WeekDocument>) {
    super(model);
  }

  async findWeek(scope: TenantScope, scheduleId: string, weekStart: string): Promise<WeekDocument | null> {
    return this.findOne(scope, { scheduleId, weekStart });
  }

  /** The week, created committed when nothing was committed to it before. */
  async ensureCommitted(scope: TenantScope, week: NewWeek): Promise<WeekDocument> {
    const found = await this.findWeek(scope, week.scheduleId, week.weekStart);
    if (found !== null) return found;
    try {
      return await this.insertOne(scope, { ...week, state: 'committed' });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return (await this.findWeek(scope, week.scheduleId, week.weekStart))!;
    }
  }

  /** committed → closed with its PPC, only if still committed: a concurrent or retried close finds it closed (null). */
  async closeIfCommitted(
    scope: TenantScope,
    id: Types.ObjectId,
    closed: {
      ppc: number | null;
      committedCount: number;
      metCount: number;
      closedBy: string;
      closedEventId?: string;
      realized?: Array<{ commitmentId: string; percent: number }>;
    },
  ): Promise<WeekDocument | null> {
    // Without an event id (the demo seed) no closed event is owed.
    const event = closed.closedEventId === undefined ? { closedEventId: null, closedEventPublished: null } : { closedEventId: closed.closedEventId, closedEventPublished: false };
    return this.findOneAndUpdate(scope, { _id: id, state: 'committed' }, { $set: { ...closed, ...event, state: 'closed', closedAt: new Date() } });
  }

  /** The closed event of this close went out (a reopen and a new close have another id). */
  async markClosedEventPublished(scope: TenantScope, id: Types.ObjectId, closedEventId: string): Promise<void> {
    await this.updateOne(scope, { _id: id, closedEventId }, { $set: { closedEventPublished: true } });
  }

  async reopen(scope: TenantScope, id: Types.ObjectId): Promise<void> {
    await this.updateOne(
      scope,
      { _id: id },
      { $set: { state: 'committed', ppc: null, closedAt: null, closedBy: null, metCount: 0, closedEventId: null, closedEventPublished: null }, $unset: { realized: 1 } },
    );
  }

  /** The closed weeks up to this one, newest first. */
  async closedUpTo(scope: TenantScope, scheduleId: string, weekStart: string, limit: number): Promise<WeekDocument[]> {
    // The trend needs their PPC, not each week's realized values.
    return this.findMany(scope, { scheduleId, state: 'closed', weekStart: { $lte: weekStart } }, { sort: { weekStart: -1 }, limit, projection: { realized: 0 } });
  }
}

@Injectable()
export class WeekCommitmentsRepository extends TenantScopedRepository<CommitmentDocument, NewCommitment> {
  constructor(@InjectModel(COMMITMENT_MODEL) model: Model<CommitmentDocument>) {
    super(model);
  }

  async listOfWeek(scope: TenantScope, scheduleId: string, weekStart: string): Promise<CommitmentDocument[]> {
    return this.findMany(scope, { scheduleId, weekStart }, { sort: { createdAt: 1, _id: 1 } });
  }

  async setPercent(scope: TenantScope, id: Types.ObjectId, percent: number, extra: Partial<NewCommitment> = {}): Promise<void> {
    await this.updateOne(scope, { _id: id }, { $set: { ...extra, committedProgress: percent } });
  }

  async setPercentMany(scope: TenantScope, rows: ReadonlyArray<{ id: Types.ObjectId; percent: number; snapshot: Partial<NewCommitment> }>): Promise<void> {
    if (rows.length === 0) return;
    await this.model.bulkWrite(
      rows.map(({ id, percent, snapshot }) => ({ updateOne: { filter: this.filter(scope, { _id: id }), update: { $set: { ...snapshot, committedProgress: percent } } } })),
      { ordered: false },
    );
  }

  async setRemoved(scope: TenantScope, id: Types.ObjectId): Promise<void> {
    await this.updateOne(scope, { _id: id }, { $set: { removed: true } });
  }

  /** Realized values kept on the commitments themselves (weeks closed before the week record held them) cleared. */
  async reopenWeek(scope: TenantScope, scheduleId: string, weekStart: string): Promise<void> {
    await this.updateMany(scope, { scheduleId, weekStart, closed: true }, { $set: { actualProgress: null, closed: false } });
  }
}
