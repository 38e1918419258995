import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import type { TenantScope } from '@tenon/service-kit';
import type { ActivityDocument } from '../activities/activity.schema';
import { ACTIVITY_MODEL } from '../activities/activity.schema';
import type { FigureActivity } from './schedule-figures';

export interface FigureActivities {
  /** The caller's company's activities of the asked schedules. */
  activities: FigureActivity[];
  /** Whether an asked schedule holds another company's activities (its data is dropped here, never answered). */
  foreign: boolean;
}

/**
 * Reads only what the figures need from the activities (the model is registered by the persistence module). Not a
 * TenantScopedRepository: its one read is by schedule id across companies on purpose, the company checked in code.
 */
@Injectable()
export class ScheduleFiguresRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get activities(): Model<ActivityDocument> {
    return this.connection.model<ActivityDocument>(ACTIVITY_MODEL);
  }

  /**
   * Summary activities repeat their children's span and progress, so only the others count. One read by schedule
   * id, with the company filter applied here: FerretDB scans the collection per query, and this way a foreign
   * schedule id is detected in the same scan instead of a second one.
   */
  async figureActivities(scope: TenantScope, scheduleIds: readonly string[]): Promise<FigureActivities> {
    const docs = await this.activities
      .find(
        { scheduleId: { $in: [...scheduleIds] }, kind: { $ne: 'summary' } },
        { _id: 0, companyId: 1, scheduleId: 1, start: 1, finish: 1, duration: 1, progress: 1 },
      )
      .lean<Array<Pick<ActivityDocument, 'companyId' | 'scheduleId' | 'start' | 'finish' | 'duration' | 'progress'>>>();
    const own = docs.filter((doc) => doc.companyId === scope.companyId);
    return {
      foreign: own.length !== docs.length,
      activities: own.map((doc) => ({ scheduleId: doc.scheduleId, start: doc.start, finish: doc.finish, duration: doc.duration, progress: doc.progress ?? 0 })),
    };
  }
}
