import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import { PPC_WEEK_MODEL, type PpcWeekDocument } from './ppc-week.schema';

export interface PpcWeekRecord {
  weekStart: string;
  committed: number;
  completed: number;
}

@Injectable()
export class PpcWeeksRepository {
  constructor(@InjectModel(PPC_WEEK_MODEL) private readonly weeks: Model<PpcWeekDocument>) {}

  async listOfSchedule(scope: TenantScope, scheduleId: string): Promise<PpcWeekRecord[]> {
    const docs = await this.weeks
      .find({ companyId: scope.companyId, scheduleId }, { weekStart: 1, committed: 1, completed: 1 })
      .sort({ weekStart: 1 })
      .lean<PpcWeekDocument[]>();
    return docs.map((doc) => ({ weekStart: doc.weekStart, committed: doc.committed, completed: doc.completed }));
  }
}
