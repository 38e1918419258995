export const analyticsRequests = {
  overview: 'analytics.overview.get',
  health: 'analytics.health.ping',
  // dashboard figures, one per chart
  ppcFigures: 'analytics.figures.ppc',
  pcrFigures: 'analytics.figures.pcr',
  cncFigures: 'analytics.figures.cnc',
  roadblockFigures: 'analytics.figures.roadblocks',
  curvesFigures: 'analytics.figures.curves',
  sectorFigures: 'analytics.figures.sectors',
  /** A load time the performance tracker reported, and their p50/p95 by week. */
  recordLoadTime: 'analytics.load-times.record',
  loadTimeFigures: 'analytics.figures.load-times',
} as const;

export const analyticsEvents = {} as const;
