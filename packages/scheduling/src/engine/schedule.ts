import type { ScheduleModel, ScheduleResult } from '../model';
import { Scheduler } from './scheduler';

/** Schedules a model once: early and late dates, floats, critical flags and driving predecessors. */
export function schedule(model: ScheduleModel): ScheduleResult {
  const scheduler = new Scheduler(model);
  scheduler.run();
  return scheduler.result();
}
