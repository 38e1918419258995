import { lookaheadRequests, planViewRequests } from '@tenon/contracts';
import { savedViewsController } from '@tenon/service-kit';
import { PlanViewsService } from './plan-views.service';

export const PlanViewsController = savedViewsController(
  PlanViewsService,
  { list: lookaheadRequests.listPlanViews, saveDefault: lookaheadRequests.saveDefaultPlanView, create: lookaheadRequests.createPlanView, update: lookaheadRequests.updatePlanView, delete: lookaheadRequests.deletePlanView },
  planViewRequests,
);
