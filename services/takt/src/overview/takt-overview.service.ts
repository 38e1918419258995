import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleScope, TaktOverview } from '@tenon/contracts';
import { ProjectAccessClient, companyScope } from '@tenon/service-kit';
import { LocationsRepository } from '../locations/locations.repository';
import { UnitsRepository } from '../units/units.repository';

@Injectable()
export class TaktOverviewService {
  constructor(
    private readonly access: ProjectAccessClient,
    private readonly locations: LocationsRepository,
    private readonly units: UnitsRepository,
  ) {}

  async overview(auth: AuthContext, request: ScheduleScope): Promise<TaktOverview> {
    await this.access.assertScheduleAccess(auth, request);
    const scope = companyScope(auth.companyId);
    const [locationCount, unitCount] = await Promise.all([
      this.locations.countOfSchedule(scope, request.scheduleId),
      this.units.countOfSchedule(scope, request.scheduleId),
    ]);
    return { scheduleId: request.scheduleId, locationCount, unitCount };
  }
}
