import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { DEMO_COMPANY, demoUserByRole, NORTHGATE_UTILITY_PLANT, PLANT_AREAS_PER_LEVEL, PLANT_LEVELS, plantTaktTaskDates } from '@tenon/demo-data';
import { equalShareWeights, TAKT_TASK_DEFAULTS, taskDurationDays } from '@tenon/lean';
import { companyScope } from '@tenon/service-kit';
import { ActivitiesRepository } from '../activities/activities.repository';
import { TasksRepository, type NewTask } from './tasks.repository';

/** Fixed ids for the plant's takt tasks (family tag of their own), so a second seeding meets its own rows. */
const taktTaskId = (n: number) => `7e4e00aa${n.toString(16).padStart(16, '0')}`;

/**
 * The Central Utility Plant's takt tasks: one per area of the plant building for each of its three trades, on the
 * dates of the seeded takt plan, with the takt defaults but for the progress reported so far (a train under way, one
 * area behind). The takt service seeds the relations and the plan.
 */
@Injectable()
export class DemoTaktTasksSeed {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly activities: ActivitiesRepository,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    const scope = companyScope(DEMO_COMPANY.id);
    const scheduleId = NORTHGATE_UTILITY_PLANT.id;
    if ((await this.tasks.countOfSchedule(scope, scheduleId)) > 0) return false;
    const planner = demoUserByRole('planner').id;
    const weights = equalShareWeights(PLANT_LEVELS * PLANT_AREAS_PER_LEVEL);
    const rows = plantTaktTaskDates().map((task, index): NewTask & { _id: Types.ObjectId } => ({
      _id: new Types.ObjectId(taktTaskId(index + 1)),
      scheduleId,
      activityId: task.activityId,
      parentId: null,
      name: task.name,
      start: task.start,
      finish: task.finish,
      duration: taskDurationDays(task),
      progress: task.progress,
      leanStatus: TAKT_TASK_DEFAULTS.leanStatus,
      leanStatusBeforeRestriction: null,
      status: task.progress === 100 ? 'Done' : task.progress > 0 ? 'Doing' : TAKT_TASK_DEFAULTS.status,
      priority: TAKT_TASK_DEFAULTS.priority,
      subcontractId: null,
      responsibleIds: [],
      tags: [],
      commitmentPercent: 0,
      description: '',
      version: 1,
      createdBy: planner,
      updatedBy: planner,
      taktUnitId: task.unitId,
      weight: weights[index % weights.length]!,
      // Started by the plan once its trade reached the area.
      active: task.progress > 0 || TAKT_TASK_DEFAULTS.active,
    }));
    try {
      await this.tasks.insertMany(scope, rows);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return true;
  }
}
