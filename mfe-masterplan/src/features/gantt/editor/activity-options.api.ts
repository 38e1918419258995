import { apiRequest, requestAllPages, type ProjectMember, type Subcontract, type Tag } from '@tenon/ui';

/** Members as the gateway answers them: with the names of the caller's company added. */
export type NamedMember = ProjectMember & { name?: string; lastname?: string; email?: string };

/** What an activity can point at: the project's subcontracts, tags and members, for the task form's lists. */
export interface ActivityOptions {
  subcontracts: Subcontract[];
  tags: Tag[];
  members: NamedMember[];
}

export async function fetchActivityOptions(projectId: string): Promise<ActivityOptions> {
  // Read under the Gantt's own permission: a subtrade sees the Gantt but not the project's settings.
  const base = `/masterplan/projects/${encodeURIComponent(projectId)}`;
  const [subcontracts, tags, members] = await Promise.all([
    requestAllPages<'subcontracts', Subcontract>(`${base}/subcontracts`, 'subcontracts'),
    requestAllPages<'tags', Tag>(`${base}/tags`, 'tags'),
    apiRequest<{ members: NamedMember[] }>(`${base}/members`),
  ]);
  return { subcontracts, tags, members: members.members };
}
