export const weeklyRequests = {
  overview: 'weekly.overview.get',
  health: 'weekly.health.ping',
  // week commitments
  readWeek: 'weekly.weeks.read',
  commitTasks: 'weekly.weeks.commit',
  updateCommitment: 'weekly.weeks.update-commitment',
  removeCommitment: 'weekly.weeks.remove-commitment',
  closeWeek: 'weekly.weeks.close',
  resetWeek: 'weekly.weeks.reset',
} as const;

export const weeklyEvents = {
  // week commitments
  weekCommitted: 'weekly.week.committed.v1',
  weekClosed: 'weekly.week.closed.v1',
} as const;
