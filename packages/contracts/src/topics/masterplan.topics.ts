export const masterplanRequests = {
  listSchedules: 'masterplan.schedules.list',
  /** Dates and progress per schedule for the projects home, asked by the projects service. */
  scheduleSummaries: 'masterplan.schedules.summaries',
  health: 'masterplan.health.ping',
} as const;

export const masterplanEvents = {
  activityUpdated: 'masterplan.activity.updated.v1',
} as const;
