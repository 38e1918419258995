export const taktRequests = {
  overview: 'takt.overview.get',
  health: 'takt.health.ping',
} as const;

export const taktEvents = {} as const;
