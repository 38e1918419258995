import { Injectable } from '@nestjs/common';
import { DEMO_ACTIVITIES, DEMO_COMPANY, demoDate, demoId, demoUserByRole, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { planningWeekOf, weekPpc } from '@tenon/lean';
import { companyScope } from '@tenon/service-kit';
import { WeekCommitmentsRepository, WeeksRepository, type NewCommitment } from './weeks.repository';

interface DemoCommitment {
  /** Sequence of the demo lookahead task (`demoId('task', n)`). */
  task: number;
  activity: number;
  name: string;
  start: string;
  finish: string;
  committed: number;
  /** Null while the week is open. */
  realized: number | null;
}

interface DemoWeek {
  weekStart: string;
  closed: boolean;
  commitments: readonly DemoCommitment[];
}

/**
 * The Tower A weekly plan as of the demo's status week (Monday weeks): two closed weeks whose PPC climbs from 60 % to
 * 75 %, and the current week committed with the two tasks the lookahead shows Committed (same percentages), so the
 * trend has history and the Will tasks of the week are still there to commit.
 */
const DEMO_WEEKS: readonly DemoWeek[] = [
  {
    weekStart: '2026-11-09',
    closed: true,
    commitments: [
      { task: 8, activity: 0x43, name: 'Risers and sleeves, levels 5-6', start: '2026-11-09T08:00', finish: '2026-11-13T17:00', committed: 10, realized: 10 },
      { task: 5, activity: 0x3c, name: 'Unitized panels, level 5', start: '2026-11-10T08:00', finish: '2026-11-13T17:00', committed: 10, realized: 0 },
      { task: 1, activity: 0x38, name: 'Shore and form roof slab', start: '2026-11-09T08:00', finish: '2026-11-13T17:00', committed: 20, realized: 20 },
      { task: 13, activity: 0x47, name: 'Conduit and boxes, level 5', start: '2026-11-11T08:00', finish: '2026-11-13T17:00', committed: 10, realized: 5 },
      { task: 14, activity: 0x49, name: 'Rails and brackets, car 1', start: '2026-11-12T08:00', finish: '2026-11-13T17:00', committed: 5, realized: 5 },
    ],
  },
  {
    weekStart: '2026-11-16',
    closed: true,
    commitments: [
      { task: 1, activity: 0x38, name: 'Shore and form roof slab', start: '2026-11-16T08:00', finish: '2026-11-20T17:00', committed: 60, realized: 60 },
      { task: 8, activity: 0x43, name: 'Risers and sleeves, levels 5-6', start: '2026-11-16T08:00', finish: '2026-11-20T17:00', committed: 25, realized: 25 },
      { task: 5, activity: 0x3c, name: 'Unitized panels, level 5', start: '2026-11-17T08:00', finish: '2026-11-20T17:00', committed: 10, realized: 10 },
      { task: 13, activity: 0x47, name: 'Conduit and boxes, level 5', start: '2026-11-16T08:00', finish: '2026-11-20T17:00', committed: 20, realized: 10 },
    ],
  },
  {
    weekStart: '2026-11-23',
    closed: false,
    commitments: [
      { task: 1, activity: 0x38, name: 'Shore and form roof slab', start: '2026-11-19T08:00', finish: '2026-11-24T17:00', committed: 80, realized: null },
      { task: 8, activity: 0x43, name: 'Risers and sleeves, levels 5-6', start: '2026-11-20T08:00', finish: '2026-11-27T17:00', committed: 50, realized: null },
    ],
  },
];

/** Writes the demo weekly plan once: a schedule with any week already planned is left alone. */
@Injectable()
export class DemoWeeksSeed {
  constructor(
    private readonly weeks: WeeksRepository,
    private readonly commitments: WeekCommitmentsRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.weeks.count(scope, { scheduleId: HARBOR_VIEW_TOWER.id })) > 0) return false;
    const planner = demoUserByRole('lastplanner').id;
    const activityNames = new Map(DEMO_ACTIVITIES.map((activity) => [activity.id, activity.name]));
    for (const demo of DEMO_WEEKS) {
      const week = planningWeekOf(demoDate(demo.weekStart), HARBOR_VIEW.planificationDay);
      if (week.start !== demoDate(demo.weekStart)) throw new Error(`demo week ${demo.weekStart} does not start on the project's planification day`);
      const ppc = weekPpc(demo.commitments.map((c) => ({ committedPercent: c.committed, realizedPercent: c.realized, removed: false })));
      const record = await this.weeks.ensureCommitted(scope, {
        projectId: HARBOR_VIEW.id,
        scheduleId: HARBOR_VIEW_TOWER.id,
        weekStart: week.start,
        weekEnd: week.end,
        week: week.week,
        year: week.year,
        timing: 'commit_ontime',
        committedBy: planner,
      });
      const rows: NewCommitment[] = demo.commitments.map((c) => {
        const activityId = demoId('activity', c.activity);
        const name = activityNames.get(activityId);
        if (name === undefined) throw new Error(`demo commitment "${c.name}" names an activity the demo plan does not have`);
        return {
          scheduleId: HARBOR_VIEW_TOWER.id,
          weekStart: week.start,
          taskId: demoId('task', c.task),
          committedProgress: c.committed,
          actualProgress: c.realized,
          cncId: null,
          closed: demo.closed,
          name: c.name,
          activityId,
          activityName: name,
          start: demoDate(c.start),
          finish: demoDate(c.finish),
          progressAtCommit: 0,
          responsibleIds: [planner],
          subcontractId: null,
          removed: false,
          committedBy: planner,
        };
      });
      await this.commitments.insertMany(scope, rows);
      if (demo.closed) await this.weeks.closeIfCommitted(scope, record._id, { ppc: ppc.ppc, committedCount: ppc.committed, metCount: ppc.met, closedBy: planner });
    }
    return true;
  }
}
