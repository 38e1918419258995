import { Injectable } from '@nestjs/common';
import { DEMO_ACTIVITIES, DEMO_CALENDAR, DEMO_COMPANY, DEMO_LINKS, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { ActivitiesRepository } from '../activities/activities.repository';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { companyScope } from '../common/company-scope';
import { LinksRepository } from '../links/links.repository';

/** Writes the Tower A master plan of the demo company when that schedule has no activities yet. */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly links: LinksRepository,
    private readonly calendars: CalendarsRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const counts = await this.activities.countBySchedule(scope, [HARBOR_VIEW_TOWER.id]);
    if ((counts.get(HARBOR_VIEW_TOWER.id) ?? 0) > 0) return false;
    if ((await this.calendars.listOfSchedule(scope, HARBOR_VIEW_TOWER.id)).length === 0) {
      const { companyId: _companyId, ...calendar } = DEMO_CALENDAR;
      await this.calendars.insert(scope, calendar);
    }
    if ((await this.links.countOfSchedule(scope, HARBOR_VIEW_TOWER.id)) === 0) {
      await this.links.insertMany(scope, DEMO_LINKS.map(({ companyId: _companyId, ...link }) => link));
    }
    // Activities last: their presence marks the seed as done.
    await this.activities.insertMany(scope, DEMO_ACTIVITIES.map(({ companyId: _companyId, ...activity }) => activity));
    return true;
  }
}
