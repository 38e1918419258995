import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import type { ActivityDocument } from '../activities/activity.schema';
import { ACTIVITY_MODEL } from '../activities/activity.schema';
import type { CompanyScope } from '../common/company-scope';
import type { FigureActivity } from './schedule-figures';

/** Reads only what the figures need from the activities (the model is registered by the persistence module). */
@Injectable()
export class ScheduleFiguresRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get activities(): Model<ActivityDocument> {
    return this.connection.model<ActivityDocument>(ACTIVITY_MODEL);
  }

  /** Summary activities repeat their children's span and progress, so only the others count. */
  async figureActivities(scope: CompanyScope, scheduleIds: readonly string[]): Promise<FigureActivity[]> {
    const docs = await this.activities
      .find(
        { companyId: scope.companyId, scheduleId: { $in: [...scheduleIds] }, kind: { $ne: 'summary' } },
        { _id: 0, scheduleId: 1, start: 1, finish: 1, duration: 1, progress: 1 },
      )
      .lean<Array<Pick<ActivityDocument, 'scheduleId' | 'start' | 'finish' | 'duration' | 'progress'>>>();
    return docs.map((doc) => ({ scheduleId: doc.scheduleId, start: doc.start, finish: doc.finish, duration: doc.duration, progress: doc.progress ?? 0 }));
  }

  /**
   * Whether any asked schedule holds another company's activities: read without the tenant filter, answering only
   * yes or no, so such ids are refused rather than silently answered empty.
   */
  async anyOfAnotherCompany(scope: CompanyScope, scheduleIds: readonly string[]): Promise<boolean> {
    const found = await this.activities.exists({ scheduleId: { $in: [...scheduleIds] }, companyId: { $ne: scope.companyId } });
    return found !== null;
  }
}
