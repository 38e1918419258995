import type { ScheduleModel, ScheduleResult } from '../model';

type ScheduleFunction = (model: ScheduleModel) => ScheduleResult;

/** The engine's `schedule`, looked up when the command runs. */
export function scheduleWithEngine(model: ScheduleModel): ScheduleResult {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const engine = require('../engine') as { schedule?: ScheduleFunction };
  if (typeof engine.schedule !== 'function') throw new Error('the scheduling engine exports no schedule function');
  return engine.schedule(model);
}
