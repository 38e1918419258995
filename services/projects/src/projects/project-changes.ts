import type { UpdateProjectRequest } from '@tenon/contracts';
import { imageUrlOf } from '../common/image-url';
import type { NewProject } from './project.record';

/** The stored fields a project update writes: only those sent, names trimmed, an image id turned into its URL. */
export function projectChangesFrom(request: UpdateProjectRequest): Partial<NewProject> {
  const { projectId: _projectId, image, ...fields } = request;
  const changes: Partial<NewProject> = {};
  for (const [key, value] of Object.entries(fields) as Array<[keyof typeof fields, unknown]>) {
    if (value !== undefined) Object.assign(changes, { [key]: typeof value === 'string' ? value.trim() : value });
  }
  const imageUrl = imageUrlOf(image);
  if (imageUrl !== undefined) changes.image = imageUrl;
  return changes;
}
