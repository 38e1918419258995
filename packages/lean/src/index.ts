export * from './progress-percent';
export * from './lean-status';
export * from './planning-window';
export * from './unfit';
export * from './task-weights';
