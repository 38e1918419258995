export const weeklyRequests = {
  overview: 'weekly.overview.get',
  health: 'weekly.health.ping',
} as const;

export const weeklyEvents = {} as const;
