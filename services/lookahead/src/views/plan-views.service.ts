import { Injectable } from '@nestjs/common';
import type { AuthContext, PlanViewSettings } from '@tenon/contracts';
import { ProjectAccessClient, SavedViewsService, ServiceError } from '@tenon/service-kit';
import { PlanViewsRepository } from './plan-views.repository';

/** Lookahead plan views (spec part 3, 3 and 4), changed by whom the master plan allows. */
@Injectable()
export class PlanViewsService extends SavedViewsService<PlanViewSettings> {
  constructor(access: ProjectAccessClient, views: PlanViewsRepository) {
    super(access, views);
  }

  protected override assertMayUse(auth: AuthContext): void {
    const plan = auth.permissions?.['lookahead.plan'];
    if (plan === undefined || plan === 'SA') throw new ServiceError('NO_PERMISSION', 'This role has no lookahead plan', 403);
  }
}
