import type { PermissionKey } from '@tenon/contracts/types';
import {
  getCncFigures,
  getCurvesFigures,
  getLoadTimeFigures,
  getPcrFigures,
  getPpcFigures,
  getRoadblockFigures,
  getSectorFigures,
  type DashboardFilters,
} from './figures.api';

/** One kind of figures: the name they are kept under, the permission that shows them and their request. */
export interface FiguresSource<T> {
  chart: string;
  permission: PermissionKey;
  fetch: (projectId: string, filters: DashboardFilters) => Promise<T>;
}

// Named once, so the widgets that share figures share their cache entry and never pair a name with another request.
export const PPC_FIGURES = { chart: 'ppc', permission: 'analytics.ppc', fetch: getPpcFigures } satisfies FiguresSource<unknown>;
export const PCR_FIGURES = { chart: 'pcr', permission: 'analytics.pcr', fetch: getPcrFigures } satisfies FiguresSource<unknown>;
export const CNC_FIGURES = { chart: 'cnc', permission: 'analytics.cnc', fetch: getCncFigures } satisfies FiguresSource<unknown>;
export const ROADBLOCK_FIGURES = { chart: 'roadblocks', permission: 'analytics.overdue', fetch: getRoadblockFigures } satisfies FiguresSource<unknown>;
export const CURVES_FIGURES = { chart: 'curves', permission: 'analytics.scurve', fetch: getCurvesFigures } satisfies FiguresSource<unknown>;
export const SECTOR_FIGURES = { chart: 'sectors', permission: 'analytics.sectoradvancement', fetch: getSectorFigures } satisfies FiguresSource<unknown>;
export const LOAD_TIME_FIGURES = { chart: 'load-times', permission: 'analytics.ppc', fetch: getLoadTimeFigures } satisfies FiguresSource<unknown>;
