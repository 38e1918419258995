import { Injectable } from '@nestjs/common';
import { addDays, dayOf } from '@tenon/lean';
import { DEMO_COMPANY, demoDate, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { companyScope } from '@tenon/service-kit';
import { CncFactsRepository } from '../cnc-facts/cnc-facts.repository';
import { PpcWeeksRepository } from '../ppc-weeks/ppc-weeks.repository';
import { RoadblockFactsRepository } from '../roadblock-facts/roadblock-facts.repository';

/** Closed weeks of the demo tower before the demo's week (Monday 23 November 2026): committed and completed. */
const DEMO_WEEKS: ReadonlyArray<[string, number, number]> = [
  ['2026-09-28', 12, 8],
  ['2026-10-05', 14, 10],
  ['2026-10-12', 10, 8],
  ['2026-10-19', 15, 9],
  ['2026-10-26', 13, 11],
  ['2026-11-02', 12, 10],
  ['2026-11-09', 16, 12],
  ['2026-11-16', 14, 12],
];

/** The weekly demo's CNCs (same ids); its types are named by their default key until the weekly plan's own event arrives. */
const cncSeedId = (n: number) => `7e4e00c2000000000000000${n}`;
/** The lookahead demo's roadblocks (same ids and dates, counted from the day the seed runs). */
const roadblockSeedId = (n: number) => `7e4e00c1000000000000000${n}`;

/**
 * The weekly and lookahead demo seeds write their rows without publishing events, so the dashboard would greet a
 * newcomer empty. The same rows, under the keys the events use, are written here once; any later event about them
 * replaces them as it would its own.
 */
@Injectable()
export class DemoFiguresSeed {
  constructor(
    private readonly ppcWeeks: PpcWeeksRepository,
    private readonly cncs: CncFactsRepository,
    private readonly roadblocks: RoadblockFactsRepository,
  ) {}

  async seedIfEmpty(now = new Date()): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const place = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
    if ((await this.ppcWeeks.count(scope, { scheduleId: place.scheduleId })) > 0) return false;
    const today = dayOf(now);
    const seededAt = '2026-01-01T00:00:00.000Z';
    const person = (role: Parameters<typeof demoUserByRole>[0]) => demoUserByRole(role).id;
    const cncs: Array<[number, string, string, string | null, string]> = [
      [1, 'labour', '2026-11-09', person('subtrade'), 'resolved'],
      [2, 'design_information', '2026-11-09', person('planner'), 'inprocess'],
      [3, 'weather', '2026-11-16', null, 'resolved'],
      [4, 'materials', '2026-11-16', person('superintendent'), 'unsolved'],
    ];
    const roadblocks: Array<[number, number, number, number | null, string]> = [
      // id, raised (days from today), committed, released, responsible
      [1, -14, -5, -6, person('planner')],
      [2, -9, -2, -2, person('subtrade')],
      [3, -20, 4, null, person('subtrade')],
      [4, -4, 9, null, person('superintendent')],
      [5, -35, -3, null, person('lastplanner')],
    ];
    for (const [weekStart, committed, completed] of DEMO_WEEKS) {
      await this.ppcWeeks.putClosedWeek(scope, { ...place, weekStart: demoDate(weekStart), committed, completed });
    }
    for (const [n, type, weekStart, responsibleId, status] of cncs) {
      await this.cncs.put(scope, { ...place, cncId: cncSeedId(n), typeId: `default:${type}`, weekStart: demoDate(weekStart), status, responsibleId, lostCommitments: 1, changedAt: seededAt });
    }
    for (const [n, raised, committed, released, responsibleId] of roadblocks) {
      await this.roadblocks.put(scope, {
        ...place,
        constraintId: roadblockSeedId(n),
        status: released === null ? 'notreleased' : 'released',
        createdOn: addDays(today, raised),
        commitmentDate: addDays(today, committed),
        releaseDate: released === null ? null : addDays(today, released),
        responsibleIds: [responsibleId],
        taskIds: [],
        changedAt: seededAt,
      });
    }
    return true;
  }
}
