import { ganttViewRequests, masterplanRequests } from '@tenon/contracts';
import { savedViewsController } from '@tenon/service-kit';
import { GanttViewsService } from './gantt-views.service';

export const GanttViewsController = savedViewsController(
  GanttViewsService,
  { list: masterplanRequests.listViews, saveDefault: masterplanRequests.saveDefaultView, create: masterplanRequests.createView, update: masterplanRequests.updateView, delete: masterplanRequests.deleteView },
  ganttViewRequests,
);
