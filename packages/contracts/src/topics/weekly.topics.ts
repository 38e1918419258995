export const weeklyRequests = {
  overview: 'weekly.overview.get',
  health: 'weekly.health.ping',
  // causes of non-compliance
  listCncs: 'weekly.cncs.list',
  createCnc: 'weekly.cncs.create',
  updateCnc: 'weekly.cncs.update',
  deleteCnc: 'weekly.cncs.delete',
  listCncTypes: 'weekly.cnc-types.list',
  createCncType: 'weekly.cnc-types.create',
  updateCncType: 'weekly.cnc-types.update',
  deleteCncType: 'weekly.cnc-types.delete',
} as const;

export const weeklyEvents = {
  // causes of non-compliance
  cncChanged: 'weekly.cnc.changed.v1',
  // week commitments
  weekCommitted: 'weekly.week.committed.v1',
  weekClosed: 'weekly.week.closed.v1',
} as const;
