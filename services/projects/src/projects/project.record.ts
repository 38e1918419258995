import type { ProjectStage } from '@tenon/contracts';

/** A project as the projects service keeps it (modules live in entitlements). */
export interface ProjectRecord {
  id: string;
  companyId: string;
  name: string;
  image: string | null;
  address: string;
  stage: ProjectStage;
  country: string;
  currency: string;
  budget: number;
  size: number;
  sizetype: string;
  planificationDay: number;
  type: string;
  hoursPerDay: number;
  activityCriterion: string;
  taskCriterion: string;
  startDate: string | null;
  finishDate: string | null;
  progress: number;
}

export type NewProject = Omit<ProjectRecord, 'id' | 'companyId'> & { id?: string };
