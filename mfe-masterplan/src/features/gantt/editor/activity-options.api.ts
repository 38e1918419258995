import type { NamedProjectMember } from '@tenon/contracts/types';
import type { Subcontract, Tag } from '@tenon/contracts/types';
import { apiRequest, requestAllPages } from '@tenon/ui';

/** What an activity can point at: the project's subcontracts, tags and members, for the task form's lists. */
export interface ActivityOptions {
  subcontracts: Subcontract[];
  tags: Tag[];
  members: NamedProjectMember[];
}

export async function fetchActivityOptions(projectId: string): Promise<ActivityOptions> {
  // Read under the Gantt's own permission: a subtrade sees the Gantt but not the project's settings.
  const base = `/masterplan/projects/${encodeURIComponent(projectId)}`;
  const [subcontracts, tags, members] = await Promise.all([
    requestAllPages<'subcontracts', Subcontract>(`${base}/subcontracts`, 'subcontracts'),
    requestAllPages<'tags', Tag>(`${base}/tags`, 'tags'),
    apiRequest<{ members: NamedProjectMember[] }>(`${base}/members`),
  ]);
  return { subcontracts, tags, members: members.members };
}

/** A subcontract made from the Gantt (its add modal): the project's, as project settings would make it. */
export async function createSubcontract(projectId: string, name: string): Promise<Subcontract> {
  const reply = await apiRequest<{ subcontract: Subcontract }>(`/masterplan/projects/${encodeURIComponent(projectId)}/subcontracts`, { method: 'POST', body: { name } });
  return reply.subcontract;
}

/** A tag made from the Gantt (its add modal), without a colour until project settings gives it one. */
export async function createTag(projectId: string, name: string): Promise<Tag> {
  const reply = await apiRequest<{ tag: Tag }>(`/masterplan/projects/${encodeURIComponent(projectId)}/tags`, { method: 'POST', body: { name } });
  return reply.tag;
}
