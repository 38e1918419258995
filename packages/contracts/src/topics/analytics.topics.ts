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

  // the read API for BI tools, one per endpoint, asked with an API token's company
  biProjects: 'analytics.bi.projects',
  biSchedules: 'analytics.bi.schedules',
  biActivities: 'analytics.bi.activities',
  biTasks: 'analytics.bi.tasks',
  biRoadblocks: 'analytics.bi.roadblocks',
  biCommitments: 'analytics.bi.commitments',
  biPpcWeeks: 'analytics.bi.ppc-weeks',
  biCncs: 'analytics.bi.cncs',
} as const;

export const analyticsEvents = {} as const;
