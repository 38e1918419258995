import { Injectable } from '@nestjs/common';
import { DEMO_ACTIVITIES, DEMO_CALENDAR, DEMO_COMPANY, DEMO_LINKS, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { companyScope } from '@tenon/service-kit';
import { ActivitiesRepository } from '../activities/activities.repository';
import { ACTIVITY_DEFAULTS } from '../activities/activity.record';
import { CalendarsRepository } from '../calendars/calendars.repository';
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
      await ignoreDuplicates(this.calendars.insert(scope, calendar));
    }
    if ((await this.links.countOfSchedule(scope, HARBOR_VIEW_TOWER.id)) === 0) {
      await ignoreDuplicates(this.links.insertRecords(scope, DEMO_LINKS.map(({ companyId: _companyId, ...link }) => link)));
    }
    // Activities last: their presence marks the seed as done.
    await ignoreDuplicates(this.activities.insertRecords(scope, DEMO_ACTIVITIES.map(({ companyId: _companyId, ...activity }) => ({ ...ACTIVITY_DEFAULTS, ...activity }))));
    return true;
  }
}

/** Ids are fixed: a second instance seeding at the same moment, or a rerun after an interrupted seed, only meets its own rows. */
async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
}
