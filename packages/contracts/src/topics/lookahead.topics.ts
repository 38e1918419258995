export const lookaheadRequests = {
  overview: 'lookahead.overview.get',
  health: 'lookahead.health.ping',
} as const;

export const lookaheadEvents = {
  taskUpdated: 'lookahead.task.updated.v1',
} as const;
