export * from './projects.schemas';
export * from './projects.events';
export * from './project-fields.schemas';
export * from './project-settings.schemas';
export * from './project-members.schemas';
export * from './schedule-changes.schemas';
export * from './subcontracts-tags.schemas';
export * from './schedule-figures.schemas';
