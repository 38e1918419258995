import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { demoDate } from './demo-week';

export const MODULE_KEYS = ['masterplan', 'lookahead', 'weekly', 'takt', 'productivity', 'analytics'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** What a project shows unless it is entitled to more (spec part 1, 2.2). */
export const DEFAULT_MODULES: readonly ModuleKey[] = ['masterplan', 'lookahead', 'weekly', 'analytics'];
export const EXTENDED_MODULES: readonly ModuleKey[] = MODULE_KEYS;

export interface DemoProject {
  id: string;
  companyId: string;
  name: string;
  image: string | null;
  address: string;
  stage: 'started';
  country: string;
  currency: string;
  budget: number;
  size: number;
  sizetype: 'm2' | 'HH' | 'ft2' | 'm' | 'kW';
  /** Weekday the planning week starts on, 0 = Sunday. */
  planificationDay: number;
  type: string;
  hoursPerDay: number;
  activityCriterion: 'duration' | 'cost' | 'hh';
  taskCriterion: 'duration' | 'cost' | 'hh';
  startDate: string;
  finishDate: string;
}

export const HARBOR_VIEW: DemoProject = {
  id: demoId('project', 1),
  companyId: DEMO_COMPANY.id,
  name: 'Harbor View Apartments',
  image: null,
  address: '1200 Harbor Boulevard, Seattle, WA',
  stage: 'started',
  country: 'US',
  currency: 'USD',
  budget: 48500000,
  size: 215000,
  sizetype: 'ft2',
  planificationDay: 1,
  type: 'residential',
  hoursPerDay: 8,
  activityCriterion: 'duration',
  taskCriterion: 'duration',
  startDate: demoDate('2026-03-02'),
  finishDate: demoDate('2027-06-30'),
};

export const NORTHGATE_MEDICAL: DemoProject = {
  id: demoId('project', 2),
  companyId: DEMO_COMPANY.id,
  name: 'Northgate Medical Center',
  image: null,
  address: '455 Northgate Way, Portland, OR',
  stage: 'started',
  country: 'US',
  currency: 'USD',
  budget: 126000000,
  size: 32500,
  sizetype: 'm2',
  planificationDay: 1,
  type: 'healthcare',
  hoursPerDay: 8,
  activityCriterion: 'cost',
  taskCriterion: 'duration',
  startDate: demoDate('2026-01-12'),
  finishDate: demoDate('2028-03-31'),
};

export const DEMO_PROJECTS: readonly DemoProject[] = [HARBOR_VIEW, NORTHGATE_MEDICAL];

export interface DemoEntitlement {
  id: string;
  companyId: string;
  projectId: string;
  modules: ModuleKey[];
}

export const DEMO_ENTITLEMENTS: readonly DemoEntitlement[] = [
  { id: demoId('entitlement', 1), companyId: DEMO_COMPANY.id, projectId: HARBOR_VIEW.id, modules: [...DEFAULT_MODULES] },
  { id: demoId('entitlement', 2), companyId: DEMO_COMPANY.id, projectId: NORTHGATE_MEDICAL.id, modules: [...EXTENDED_MODULES] },
];
