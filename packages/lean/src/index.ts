export * from './progress-percent';
