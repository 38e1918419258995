export const masterplanRequests = {
  listSchedules: 'masterplan.schedules.list',
  /** Dates and progress per schedule for the projects home, asked by the projects service. */
  scheduleSummaries: 'masterplan.schedules.summaries',
  /** The schedule's critical path: its activities scheduled by the CPM engine from their links and calendars. */
  criticalPath: 'masterplan.schedules.critical-path',
  health: 'masterplan.health.ping',
} as const;

export const masterplanEvents = {
  activityUpdated: 'masterplan.activity.updated.v1',
} as const;
