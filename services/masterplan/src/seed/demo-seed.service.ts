import { Injectable } from '@nestjs/common';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { DEMO_ACTIVITIES, DEMO_CALENDAR, DEMO_COMPANY, DEMO_LINKS, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { CalendarsRepository } from '../calendars/calendars.repository';
import { companyScope } from '@tenon/service-kit';
import { PlanStore } from '../plan/plan.store';

/** Writes the Tower A master plan of the demo company when that schedule has no plan yet. */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly plans: PlanStore,
    private readonly calendars: CalendarsRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.calendars.listOfSchedule(scope, HARBOR_VIEW_TOWER.id)).length === 0) {
      const { companyId: _companyId, ...calendar } = DEMO_CALENDAR;
      await ignoreDuplicates(this.calendars.insert(scope, calendar));
    }
    const activities: PlanActivity[] = DEMO_ACTIVITIES.map(({ companyId: _companyId, scheduleId: _scheduleId, ...activity }) => ({ ...planActivityDefaults(), ...activity }));
    const links: PlanLink[] = DEMO_LINKS.map(({ companyId: _companyId, scheduleId: _scheduleId, ...link }) => link);
    // The plan's head is written last: its presence marks the seed as done.
    return this.plans.create(scope, HARBOR_VIEW_TOWER.id, activities, links);
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
