export * from './cnc-groups';
export * from './cnc-type-names';
export * from './cnc-weeks';
