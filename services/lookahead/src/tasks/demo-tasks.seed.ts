import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { DEMO_ACTIVITIES, DEMO_COMPANY, DEMO_RESOURCE_IDS, demoDate, demoId, demoUserByRole, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { taskDurationDays } from '@tenon/lean';
import { companyScope } from '@tenon/service-kit';
import { ActivitiesRepository } from '../activities/activities.repository';
import { TasksRepository, type NewTask } from './tasks.repository';

type DemoTask = Pick<NewTask, 'name' | 'start' | 'finish' | 'leanStatus' | 'progress' | 'priority'> & { activity: number; resources?: Array<{ resourceId: string; quantity: number }> };

const { concrete, rebar, crane, formworkCrew } = DEMO_RESOURCE_IDS;

/**
 * The Tower A lookahead as of the demo's status week (late November 2026): a few tasks under each activity of the
 * coming weeks, in every lean status but Restricted (which only a roadblock gives), so a newcomer sees a plan in use;
 * the structure's tasks need Tower A's concrete, rebar, crane and formwork crew (the resources screen).
 */
const DEMO_TASKS: readonly DemoTask[] = [
  { activity: 0x38, name: 'Shore and form roof slab', start: '2026-11-19T08:00', finish: '2026-11-24T17:00', leanStatus: 'Committed', progress: 80, priority: 'High', resources: [{ resourceId: formworkCrew, quantity: 2 }, { resourceId: crane, quantity: 24 }] },
  { activity: 0x38, name: 'Rebar and embeds, roof slab', start: '2026-11-25T08:00', finish: '2026-11-27T17:00', leanStatus: 'Will', progress: 0, priority: 'High', resources: [{ resourceId: rebar, quantity: 18 }, { resourceId: crane, quantity: 16 }] },
  { activity: 0x38, name: 'Pour roof slab', start: '2026-11-30T08:00', finish: '2026-11-30T17:00', leanStatus: 'Can', progress: 0, priority: 'Urgent', resources: [{ resourceId: concrete, quantity: 120 }, { resourceId: crane, quantity: 8 }] },
  { activity: 0x38, name: 'Penthouse walls', start: '2026-12-01T08:00', finish: '2026-12-04T17:00', leanStatus: 'Debit', progress: 0, priority: 'Normal', resources: [{ resourceId: concrete, quantity: 45 }, { resourceId: rebar, quantity: 6 }, { resourceId: formworkCrew, quantity: 1 }] },
  { activity: 0x3c, name: 'Unitized panels, level 5', start: '2026-11-24T08:00', finish: '2026-11-27T17:00', leanStatus: 'Will', progress: 10, priority: 'Normal', resources: [{ resourceId: crane, quantity: 24 }] },
  { activity: 0x3c, name: 'Unitized panels, level 6', start: '2026-11-30T08:00', finish: '2026-12-04T17:00', leanStatus: 'Can', progress: 0, priority: 'Normal', resources: [{ resourceId: crane, quantity: 30 }] },
  { activity: 0x3c, name: 'Unitized panels, levels 7-8', start: '2026-12-07T08:00', finish: '2026-12-18T17:00', leanStatus: 'Debit', progress: 0, priority: 'Low', resources: [{ resourceId: crane, quantity: 60 }] },
  { activity: 0x43, name: 'Risers and sleeves, levels 5-6', start: '2026-11-20T08:00', finish: '2026-11-27T17:00', leanStatus: 'Committed', progress: 25, priority: 'Normal' },
  { activity: 0x43, name: 'Branch piping, levels 5-6', start: '2026-11-30T08:00', finish: '2026-12-09T17:00', leanStatus: 'Can', progress: 0, priority: 'Normal' },
  { activity: 0x43, name: 'Pressure test, levels 5-6', start: '2026-12-10T08:00', finish: '2026-12-11T17:00', leanStatus: 'Debit', progress: 0, priority: 'High' },
  { activity: 0x45, name: 'Main trunk ducts, level 5', start: '2026-12-01T08:00', finish: '2026-12-08T17:00', leanStatus: 'Can', progress: 0, priority: 'Normal' },
  { activity: 0x45, name: 'Branch ducts, level 5', start: '2026-12-09T08:00', finish: '2026-12-16T17:00', leanStatus: 'Debit', progress: 0, priority: 'Normal' },
  { activity: 0x47, name: 'Conduit and boxes, level 5', start: '2026-12-08T08:00', finish: '2026-12-15T17:00', leanStatus: 'Debit', progress: 0, priority: 'Normal' },
  { activity: 0x49, name: 'Rails and brackets, car 1', start: '2026-12-07T08:00', finish: '2026-12-18T17:00', leanStatus: 'Debit', progress: 0, priority: 'Low' },
];

/** How many tasks the demo lookahead starts with. */
export const DEMO_TASK_COUNT = DEMO_TASKS.length;

const statusOf = (progress: number): NewTask['status'] => (progress >= 100 ? 'Done' : progress > 0 ? 'Doing' : 'Waiting');

/** Writes the demo lookahead once: fixed ids, so a second instance or a rerun only meets its own rows. */
@Injectable()
export class DemoTasksSeed {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly activities: ActivitiesRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    if ((await this.tasks.countOfSchedule(scope, HARBOR_VIEW_TOWER.id)) > 0) return false;
    const known = new Set(DEMO_ACTIVITIES.map((activity) => activity.id));
    const planner = demoUserByRole('lastplanner').id;
    const rows = DEMO_TASKS.map((task, index) => {
      const activityId = demoId('activity', task.activity);
      if (!known.has(activityId)) throw new Error(`demo task "${task.name}" names an activity the demo plan does not have`);
      const { activity: _activity, resources, ...written } = task;
      const fields = { ...written, start: demoDate(written.start), finish: demoDate(written.finish) };
      const row: NewTask & { _id: Types.ObjectId } = {
        _id: new Types.ObjectId(demoId('task', index + 1)),
        ...fields,
        scheduleId: HARBOR_VIEW_TOWER.id,
        activityId,
        parentId: null,
        duration: taskDurationDays(fields),
        status: statusOf(task.progress),
        leanStatusBeforeRestriction: null,
        subcontractId: null,
        responsibleIds: [planner],
        tags: [],
        commitmentPercent: task.leanStatus === 'Committed' ? Math.max(task.progress, 50) : 0,
        description: '',
        resources: resources ?? [],
        version: 1,
        createdBy: planner,
        updatedBy: planner,
      };
      return row;
    });
    try {
      await this.tasks.insertMany(scope, rows);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return true;
  }
}
