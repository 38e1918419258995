import { Injectable } from '@nestjs/common';
import { DEMO_COMPANY, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { companyScope } from '@tenon/service-kit';
import type { ConstraintRecord } from './constraint.schema';
import { ConstraintsRepository } from './constraints.repository';

const DAY_MS = 86_400_000;
const dayFrom = (today: Date, days: number): string => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Fixed ids: a second instance seeding at the same moment meets its own rows. */
const seedId = (n: number) => `7e4e00c1000000000000000${n}`;

/**
 * The demo schedule's roadblocks, dated from the day the seed runs so the open ones stay ahead, the overdue one
 * behind and the released ones on time. They name no tasks: the demo's lookahead tasks are seeded by the tasks feature.
 */
export function demoRoadblocks(today: Date): Array<Omit<ConstraintRecord, 'companyId' | 'createdAt' | 'updatedAt'>> {
  const base = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, description: '', reportUserIds: [demoUserByRole('superintendent').id], taskIds: [], scheduleIds: [], documentLink: '', reschedules: 0 };
  const planner = demoUserByRole('planner').id;
  const released = (days: number) => ({ status: 'released' as const, releaseDate: `${dayFrom(today, days)}T15:00:00.000Z`, releasedBy: planner });
  const open = { status: 'notreleased' as const, releaseDate: null, releasedBy: null };
  return [
    { ...base, ...released(-6), _id: seedId(1), name: 'Shop drawings for the level 9 post-tensioning', type: 'design', area: 'Structure', responsibleIds: [demoUserByRole('planner').id], commitmentDate: dayFrom(today, -5), priority: 'High', createdBy: planner },
    { ...base, ...released(-2), _id: seedId(2), name: 'Concrete pump booking for the level 9 pour', type: 'equipment', area: 'Structure', responsibleIds: [demoUserByRole('subtrade').id], commitmentDate: dayFrom(today, -2), priority: 'Normal', createdBy: planner },
    { ...base, ...open, _id: seedId(3), name: 'Rebar delivery for the level 10 deck', type: 'materials', area: 'Structure', responsibleIds: [demoUserByRole('subtrade').id], commitmentDate: dayFrom(today, 4), priority: 'Urgent', createdBy: planner },
    { ...base, ...open, _id: seedId(4), name: 'Tower crane permit renewal', type: 'permits', area: 'Site', responsibleIds: [demoUserByRole('superintendent').id], commitmentDate: dayFrom(today, 9), priority: 'High', createdBy: planner },
    { ...base, status: 'expired', releaseDate: null, releasedBy: null, _id: seedId(5), name: 'Facade mock-up approval by the architect', type: 'information', area: 'Envelope', responsibleIds: [demoUserByRole('lastplanner').id], commitmentDate: dayFrom(today, -3), priority: 'Normal', reschedules: 1, createdBy: planner },
  ];
}

@Injectable()
export class DemoRoadblocksSeed {
  constructor(private readonly constraints: ConstraintsRepository) {}

  async seedIfEmpty(today = new Date()): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.constraints.countOfSchedule(scope, HARBOR_VIEW_TOWER.id)) > 0) return false;
    try {
      await this.constraints.insertMany(scope, demoRoadblocks(today));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return true;
  }
}
