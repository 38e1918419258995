import { Injectable } from '@nestjs/common';
import type { GanttViewSettings } from '@tenon/contracts';
import { ProjectAccessClient, SavedViewsService } from '@tenon/service-kit';
import { GanttViewsRepository } from './gantt-views.repository';

/** Gantt views (spec part 2: default view saved as one works, named views private or public). */
@Injectable()
export class GanttViewsService extends SavedViewsService<GanttViewSettings> {
  constructor(access: ProjectAccessClient, views: GanttViewsRepository) {
    super(access, views);
  }
}
