export * from './demo-ids';
export * from './demo-company';
export * from './demo-users';
export * from './demo-projects';
export * from './demo-schedules';
export * from './demo-memberships';
export * from './demo-calendar';
export * from './demo-activities';
