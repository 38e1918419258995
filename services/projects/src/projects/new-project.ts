import type { CreateProjectRequest } from '@tenon/contracts';
import { imageUrlOf } from '../common/image-url';
import type { NewProject } from './project.record';

/** A project starts in stage "started" with planning weeks from Monday (spec part 1, section 4). */
export function newProjectFrom(request: CreateProjectRequest): NewProject {
  return {
    name: request.name.trim(),
    image: imageUrlOf(request.image) ?? null,
    address: request.address?.trim() ?? '',
    stage: 'started',
    country: request.country,
    currency: request.currency,
    budget: request.budget,
    size: request.size,
    sizetype: request.sizetype,
    planificationDay: 1,
    type: request.type,
    hoursPerDay: 8,
    activityCriterion: 'duration',
    taskCriterion: 'duration',
    startDate: request.startDate ?? null,
    finishDate: request.finishDate ?? null,
    progress: 0,
  };
}
