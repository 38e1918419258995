import { weightingBasisSchema, type ModuleKey, type Project } from '@tenon/contracts';
import type { ProjectRecord } from './project.record';

export function toProjectView(project: ProjectRecord, modules: ModuleKey[]): Project {
  return {
    id: project.id,
    companyId: project.companyId,
    name: project.name,
    image: project.image,
    address: project.address,
    stage: project.stage,
    country: project.country,
    currency: project.currency,
    budget: project.budget,
    size: project.size,
    sizetype: project.sizetype,
    planificationDay: project.planificationDay,
    type: project.type,
    hoursPerDay: project.hoursPerDay,
    // Projects stored before the basis was editable, or with an unknown one, weigh by duration.
    activityCriterion: weightingBasisSchema.safeParse(project.activityCriterion).data ?? 'duration',
    modules,
    startDate: project.startDate,
    finishDate: project.finishDate,
    progress: project.progress,
  };
}
