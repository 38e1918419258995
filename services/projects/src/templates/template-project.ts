import type { NewProject } from '../projects/project.record';

/**
 * The installation's template project. It lives in a company of its own that no person belongs to, so no list
 * shows it; free-trial first projects are copies of it (spec part 1, 4). Fixed ids make seeding idempotent.
 */
export const TEMPLATE_COMPANY_ID = '7e3a00000000000000000000';
export const TEMPLATE_PROJECT_ID = '7e3a00000000000000000001';

export const TEMPLATE_PROJECT: NewProject & { id: string } = {
  id: TEMPLATE_PROJECT_ID,
  name: 'Template project',
  image: null,
  address: '',
  stage: 'started',
  country: 'US',
  currency: 'USD',
  budget: 0,
  size: 0,
  sizetype: 'ft2',
  planificationDay: 1,
  type: 'commercial',
  hoursPerDay: 8,
  activityCriterion: 'duration',
  taskCriterion: 'duration',
  startDate: null,
  finishDate: null,
  progress: 0,
};

/** The template's schedules, in order. */
export const TEMPLATE_SCHEDULES = [
  { id: '7e3a00000000000000000011', name: 'Main building', order: 1 },
  { id: '7e3a00000000000000000012', name: 'Site works', order: 2 },
] as const;
