import { Injectable } from '@nestjs/common';
import { DEMO_COMPANY, demoDate, demoId, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import type { DefaultCncTypeKey } from '@tenon/contracts';
import { companyScope } from '@tenon/service-kit';
import { CncTypesService } from './cnc-types.service';
import { CncsRepository, type NewCnc } from './cncs.repository';

/** Fixed ids: a second instance seeding at the same moment meets its own rows. */
const seedId = (n: number) => `7e4e00c2000000000000000${n}`;
/** The demo lookahead's tasks (services/lookahead, demo tasks seed): 1 is the roof slab forming, 8 the risers of levels 5-6. */
const demoTask = (n: number) => demoId('task', n);

type DemoCnc = Omit<NewCnc, 'typeId' | 'projectId' | 'scheduleId' | 'imageId' | 'commitmentIds'> & { type: DefaultCncTypeKey };

/** Why commitments of the two weeks before the demo's week (Monday 9 and 16 November 2026) were not kept. */
export function demoCncs(): DemoCnc[] {
  const planner = demoUserByRole('lastplanner').id;
  return [
    { _id: seedId(1), name: 'Formwork crew moved to the podium', description: 'Two carpenters were sent to the podium ramp; the roof slab forming lost two days.', type: 'labour', weekStart: demoDate('2026-11-09'), responsibleId: demoUserByRole('subtrade').id, status: 'resolved', priority: 'High', taskIds: [demoTask(1)], createdBy: planner },
    { _id: seedId(2), name: 'Sleeve layout missing on the level 5 drawings', description: 'The MEP coordination drawing for level 5 came without sleeve positions.', type: 'design_information', weekStart: demoDate('2026-11-09'), responsibleId: demoUserByRole('planner').id, status: 'inprocess', priority: 'Normal', taskIds: [demoTask(8)], createdBy: planner },
    { _id: seedId(3), name: 'Rain stopped the roof slab forming', description: 'Two days of heavy rain on the roof level.', type: 'weather', weekStart: demoDate('2026-11-16'), responsibleId: null, status: 'resolved', priority: 'Low', taskIds: [demoTask(1)], createdBy: planner },
    { _id: seedId(4), name: 'Riser pipe delivery short by 40 m', description: 'The supplier delivered part of the order; the rest comes next week.', type: 'materials', weekStart: demoDate('2026-11-16'), responsibleId: demoUserByRole('superintendent').id, status: 'unsolved', priority: 'Urgent', taskIds: [demoTask(8)], createdBy: planner },
  ];
}

@Injectable()
export class DemoCncsSeed {
  constructor(
    private readonly cncs: CncsRepository,
    private readonly types: CncTypesService,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.cncs.countOfSchedule(scope, HARBOR_VIEW_TOWER.id)) > 0) return false;
    // Reading the project's types seeds the defaults the demo CNCs name.
    const types = await this.types.views(scope, HARBOR_VIEW.id);
    const rows: NewCnc[] = demoCncs().map(({ type, ...cnc }) => {
      const typeId = types.find((candidate) => candidate.defaultKey === type)?.id;
      if (typeId === undefined) throw new Error(`the demo CNC "${cnc.name}" names a type the defaults lack`);
      return { ...cnc, typeId, projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id, imageId: null, commitmentIds: [] };
    });
    try {
      await this.cncs.insertMany(scope, rows);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return true;
  }
}
