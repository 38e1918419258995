export * from './progress-percent';
export * from './progress-rollup';
export * from './activity-status';
export * from './progress-entry';
export * from './lean-status';
export * from './planning-window';
export * from './unfit';
export * from './task-weights';
