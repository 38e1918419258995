export * from './takt-rules';
export * from './structure-generation';
export * from './takt-tasks';
export * from './takt-assign';
export * from './train';

export * from './takt-analytics';
