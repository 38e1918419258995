import type { ModuleKey, Project } from '@tenon/contracts';
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
    modules,
    startDate: project.startDate,
    finishDate: project.finishDate,
    progress: project.progress,
  };
}
