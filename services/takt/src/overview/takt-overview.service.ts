import { Injectable } from '@nestjs/common';
import type { AuthContext, ScheduleScope, TaktOverview } from '@tenon/contracts';
import { ProjectAccessClient, countsOfSchedule } from '@tenon/service-kit';
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
    const counts = await countsOfSchedule(this.access, auth, request, { locationCount: this.locations, unitCount: this.units });
    return { scheduleId: request.scheduleId, ...counts };
  }
}
