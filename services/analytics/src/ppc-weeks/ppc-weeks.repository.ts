import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TenantScopedRepository, type TenantScope } from '@tenon/service-kit';
import { PPC_WEEK_MODEL, type PpcWeekDocument } from './ppc-week.schema';

export interface PpcWeekRecord {
  weekStart: string;
  committed: number;
  completed: number;
}

@Injectable()
export class PpcWeeksRepository extends TenantScopedRepository<PpcWeekDocument> {
  constructor(@InjectModel(PPC_WEEK_MODEL) model: Model<PpcWeekDocument>) {
    super(model);
  }

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<PpcWeekRecord[]> {
    const docs = await this.findMany(scope, { scheduleId }, { projection: { weekStart: 1, committed: 1, completed: 1 }, sort: { weekStart: 1 } });
    return docs.map((doc) => ({ weekStart: doc.weekStart, committed: doc.committed, completed: doc.completed }));
  }

  /** A closed week's tally; closing it again (after a reset) replaces it. */
  async putClosedWeek(scope: TenantScope, week: PpcWeekRecord & { projectId: string; scheduleId: string }): Promise<void> {
    await this.updateOne(scope, { scheduleId: week.scheduleId, weekStart: week.weekStart }, { $set: week }, { upsert: true });
  }

  /** The weeks of these schedules in the range, with the schedule each belongs to. */
  async listOfSchedules(
    scope: TenantScope,
    scheduleIds: readonly string[],
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<Array<PpcWeekRecord & { scheduleId: string }>> {
    const weekStart = { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) };
    const docs = await this.findMany(
      scope,
      { scheduleId: { $in: [...scheduleIds] }, ...(range.from || range.to ? { weekStart } : {}) },
      { projection: { scheduleId: 1, weekStart: 1, committed: 1, completed: 1 }, sort: { weekStart: 1 } },
    );
    return docs.map((doc) => ({ scheduleId: doc.scheduleId, weekStart: doc.weekStart, committed: doc.committed, completed: doc.completed }));
  }
}
