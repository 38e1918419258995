export * from './projects.schemas';
export * from './projects.events';
