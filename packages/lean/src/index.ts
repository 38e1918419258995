export * from './progress-percent';
export * from './progress-rollup';
export * from './activity-status';
export * from './progress-entry';
