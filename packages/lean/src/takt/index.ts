export * from './takt-rules';
export * from './structure-generation';
