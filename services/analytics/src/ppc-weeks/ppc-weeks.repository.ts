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
}
