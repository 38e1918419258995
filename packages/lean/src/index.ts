export * from './progress-percent';
export * from './roadblock-restriction';
export * from './roadblock-trending';
export * from './roadblock-counter';
export * from './roadblock-status';
