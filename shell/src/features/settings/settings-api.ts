import { apiRequest, requestAllPages, sessionStore, type Project } from '@tenon/ui';
import type { CompanyDetails, CompanyUser, Language, ProjectMember, Schedule, Subcontract, Tag, User } from '../access-common/access-types';
import type { CreateProjectRequest, UpdateProjectRequest } from '@tenon/contracts/types';

const id = (value: string) => encodeURIComponent(value);

export async function getMe(): Promise<User> {
  return (await apiRequest<{ user: User }>('/users/me')).user;
}

export async function updateMe(body: { name: string; lastname: string; position: string; image?: string | null; reportTasks?: boolean }): Promise<User> {
  return (await apiRequest<{ user: User }>('/users/me', { method: 'PATCH', body })).user;
}

/** Other sessions end and earlier sign-ins stop working; this browser keeps going with the fresh user token. */
export async function changeMyPassword(currentPassword: string, password: string): Promise<void> {
  const { token } = await apiRequest<{ token: string; endedSessions: number }>('/users/me/password', { method: 'PUT', body: { currentPassword, password } });
  sessionStore.replaceUserToken(token);
}

export async function getCurrentCompany(): Promise<CompanyDetails> {
  return (await apiRequest<{ company: CompanyDetails }>('/companies/current')).company;
}

export async function updateCurrentCompany(body: { name: string; country: string; size: string; type: string; requireResources?: boolean; image?: string | null }): Promise<CompanyDetails> {
  return (await apiRequest<{ company: CompanyDetails }>('/companies/current', { method: 'PATCH', body })).company;
}

export async function listCompanyUsers(): Promise<CompanyUser[]> {
  return (await apiRequest<{ users: CompanyUser[] }>('/companies/current/users')).users;
}

export function changeCompanyUserRole(userId: string, role: string): Promise<{ user: CompanyUser }> {
  return apiRequest(`/companies/current/users/${id(userId)}`, { method: 'PATCH', body: { role } });
}

export function deactivateCompanyUser(userId: string): Promise<{ user: CompanyUser; revokedSessions: number }> {
  return apiRequest(`/companies/current/users/${id(userId)}/deactivate`, { method: 'POST' });
}

export function activateCompanyUser(userId: string): Promise<{ user: CompanyUser }> {
  return apiRequest(`/companies/current/users/${id(userId)}/activate`, { method: 'POST' });
}

export function inviteUsers(users: Array<{ email: string; role: string }>, lang: Language, projectId?: string): Promise<{ invited: number }> {
  return apiRequest('/companies/current/invitations', { method: 'POST', body: { users, lang, projectId } });
}

export async function createProject(body: CreateProjectRequest): Promise<Project> {
  return (await apiRequest<{ project: Project }>('/projects', { method: 'POST', body })).project;
}

export async function updateProject(projectId: string, body: Omit<UpdateProjectRequest, 'projectId'>): Promise<Project> {
  return (await apiRequest<{ project: Project }>(`/projects/${id(projectId)}`, { method: 'PATCH', body })).project;
}

export function addSchedule(projectId: string, name: string): Promise<{ schedule: Schedule }> {
  return apiRequest(`/projects/${id(projectId)}/schedules`, { method: 'POST', body: { name } });
}

export function reorderSchedules(projectId: string, scheduleIds: string[]): Promise<unknown> {
  return apiRequest(`/projects/${id(projectId)}/schedules/order`, { method: 'PUT', body: { scheduleIds } });
}

export function deleteSchedule(projectId: string, scheduleId: string): Promise<void> {
  return apiRequest(`/projects/${id(projectId)}/schedules/${id(scheduleId)}`, { method: 'DELETE' });
}

export async function listProjectMembers(projectId: string): Promise<ProjectMember[]> {
  return (await apiRequest<{ members: ProjectMember[] }>(`/projects/${id(projectId)}/members`)).members;
}

export function addProjectMember(projectId: string, userId: string): Promise<unknown> {
  return apiRequest(`/projects/${id(projectId)}/members`, { method: 'POST', body: { userId } });
}

/** Binds a member to the subcontract whose activities they edit with an ACP permission (null unbinds). */
export function setMemberSubcontract(projectId: string, userId: string, subcontractId: string | null): Promise<unknown> {
  return apiRequest(`/projects/${id(projectId)}/members/${id(userId)}`, { method: 'PATCH', body: { subcontractId } });
}

export function removeProjectMember(projectId: string, userId: string): Promise<void> {
  return apiRequest(`/projects/${id(projectId)}/members/${id(userId)}`, { method: 'DELETE' });
}

/** Subcontracts live on the company (`scope` null) or on one project. */
function subcontractsPath(projectId: string | null): string {
  return projectId === null ? '/companies/current/subcontracts' : `/projects/${id(projectId)}/subcontracts`;
}

export async function listSubcontracts(projectId: string | null): Promise<Subcontract[]> {
  return requestAllPages<'subcontracts', Subcontract>(subcontractsPath(projectId), 'subcontracts');
}

export function createSubcontract(projectId: string | null, body: { name: string; image?: string | null }): Promise<{ subcontract: Subcontract }> {
  return apiRequest(subcontractsPath(projectId), { method: 'POST', body });
}

export function updateSubcontract(projectId: string | null, subcontractId: string, body: { name: string; image?: string | null }): Promise<{ subcontract: Subcontract }> {
  return apiRequest(`${subcontractsPath(projectId)}/${id(subcontractId)}`, { method: 'PATCH', body });
}

export function deleteSubcontract(projectId: string | null, subcontractId: string): Promise<void> {
  return apiRequest(`${subcontractsPath(projectId)}/${id(subcontractId)}`, { method: 'DELETE' });
}

export async function listTags(projectId: string): Promise<Tag[]> {
  return requestAllPages<'tags', Tag>(`/projects/${id(projectId)}/tags`, 'tags');
}

export function createTag(projectId: string, body: { name: string; color: string }): Promise<{ tag: Tag }> {
  return apiRequest(`/projects/${id(projectId)}/tags`, { method: 'POST', body });
}

export function updateTag(projectId: string, tagId: string, body: { name: string; color: string }): Promise<{ tag: Tag }> {
  return apiRequest(`/projects/${id(projectId)}/tags/${id(tagId)}`, { method: 'PATCH', body });
}

export function deleteTag(projectId: string, tagId: string): Promise<void> {
  return apiRequest(`/projects/${id(projectId)}/tags/${id(tagId)}`, { method: 'DELETE' });
}
