export { schedule, scheduleArrays } from './schedule';
export { ActivityResults } from './activity-results';
export { Scheduler } from './scheduler';
export type { ActivityPatch, ScheduleRunSummary } from './scheduler';
export { CycleError } from './cycle-error';
export { DurationScenario, ScenarioError } from './duration-scenario';
