import type { ScheduleArrays, ScheduleModel, ScheduleResult } from '../model';
import type { ActivityResults } from './activity-results';
import { Scheduler } from './scheduler';

/** Schedules a model once: early and late dates, floats, critical flags and driving predecessors. */
export function schedule(model: ScheduleModel): ScheduleResult & { activities: ActivityResults } {
  const scheduler = new Scheduler(model);
  scheduler.run();
  return scheduler.result();
}

/** Schedules a model once and returns the results as flat arrays (index = position in the model). */
export function scheduleArrays(model: ScheduleModel): ScheduleArrays {
  const scheduler = new Scheduler(model);
  scheduler.run();
  return scheduler.snapshot();
}
