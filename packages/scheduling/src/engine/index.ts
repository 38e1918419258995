export { schedule, scheduleArrays } from './schedule';
export { ActivityResults } from './activity-results';
export { Scheduler } from './scheduler';
export type { ActivityPatch, ScheduleRunSummary } from './scheduler';
export { CycleError } from './cycle-error';
export { rollUpProgress } from './progress-rollup';
export type { ProgressRollup, ProgressRollupEntry, WeightBasis, WeightIssue } from './progress-rollup';
export { DurationScenario, ScenarioError } from './duration-scenario';
