export const masterplanRequests = {
  listSchedules: 'masterplan.schedules.list',
  health: 'masterplan.health.ping',
} as const;

export const masterplanEvents = {
  activityUpdated: 'masterplan.activity.updated.v1',
} as const;
