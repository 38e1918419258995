export * from './planning-week';
export * from './commitment-rules';
export * from './ppc';
