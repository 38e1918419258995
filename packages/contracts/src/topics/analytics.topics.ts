export const analyticsRequests = {
  overview: 'analytics.overview.get',
  health: 'analytics.health.ping',
} as const;

export const analyticsEvents = {} as const;
