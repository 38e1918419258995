export const analyticsRequests = {
  overview: 'analytics.overview.get',
  health: 'analytics.health.ping',
  // dashboard figures, one per chart
  ppcFigures: 'analytics.figures.ppc',
  pcrFigures: 'analytics.figures.pcr',
  cncFigures: 'analytics.figures.cnc',
  roadblockFigures: 'analytics.figures.roadblocks',
} as const;

export const analyticsEvents = {} as const;
