import type { CncFiguresReply, CncTypeView, CurvesFiguresReply, LoadTimesFiguresReply, NamedProjectMember, PcrFiguresReply, PpcFiguresReply, RoadblockIndicatorsReply, SectorFiguresReply } from '@tenon/contracts/types';
import { apiRequest } from '@tenon/ui';

export type { CncFiguresReply, CurvesFiguresReply, LoadTimesFiguresReply, PcrFiguresReply, PpcFiguresReply, RoadblockIndicatorsReply, SectorFiguresReply };

/** The dashboard's filters as applied (the Apply button copies the edited ones here). */
export interface DashboardFilters {
  scheduleIds: string[];
  from: string | null;
  to: string | null;
  responsibleIds: string[];
}

export const NO_FILTERS: DashboardFilters = { scheduleIds: [], from: null, to: null, responsibleIds: [] };

export function filtersQuery(filters: DashboardFilters): string {
  const query = new URLSearchParams();
  if (filters.scheduleIds.length > 0) query.set('scheduleIds', filters.scheduleIds.join(','));
  if (filters.from !== null) query.set('from', filters.from);
  if (filters.to !== null) query.set('to', filters.to);
  if (filters.responsibleIds.length > 0) query.set('responsibleIds', filters.responsibleIds.join(','));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

const figuresPath = (projectId: string, chart: string, filters: DashboardFilters) =>
  `/analytics/projects/${encodeURIComponent(projectId)}/figures/${chart}${filtersQuery(filters)}`;

export const getPpcFigures = (projectId: string, filters: DashboardFilters) => apiRequest<PpcFiguresReply>(figuresPath(projectId, 'ppc', filters));
export const getPcrFigures = (projectId: string, filters: DashboardFilters) => apiRequest<PcrFiguresReply>(figuresPath(projectId, 'pcr', filters));
export const getCncFigures = (projectId: string, filters: DashboardFilters) => apiRequest<CncFiguresReply>(figuresPath(projectId, 'cnc', filters));
export const getRoadblockFigures = (projectId: string, filters: DashboardFilters) =>
  apiRequest<RoadblockIndicatorsReply>(figuresPath(projectId, 'roadblocks', filters));

export function listAnalyticsPeople(projectId: string): Promise<{ members: NamedProjectMember[] }> {
  return apiRequest<{ members: NamedProjectMember[] }>(`/analytics/projects/${encodeURIComponent(projectId)}/members`);
}

/** The project's CNC type names, read where the weekly plan keeps them (through one of its schedules). */
export function listCncTypeNames(projectId: string, scheduleId: string): Promise<{ types: CncTypeView[] }> {
  return apiRequest<{ types: CncTypeView[] }>(`/weekly/projects/${encodeURIComponent(projectId)}/schedules/${encodeURIComponent(scheduleId)}/cnc-types`);
}

export const getCurvesFigures = (projectId: string, filters: DashboardFilters) => apiRequest<CurvesFiguresReply>(figuresPath(projectId, 'curves', filters));
export const getSectorFigures = (projectId: string, filters: DashboardFilters) => apiRequest<SectorFiguresReply>(figuresPath(projectId, 'sectors', filters));
export const getLoadTimeFigures = (projectId: string, filters: DashboardFilters) => apiRequest<LoadTimesFiguresReply>(figuresPath(projectId, 'load-times', filters));
