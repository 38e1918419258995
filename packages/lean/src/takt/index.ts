export * from './takt-rules';
export * from './structure-generation';
export * from './takt-tasks';
