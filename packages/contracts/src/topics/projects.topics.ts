/** Request patterns answered by the projects service. */
export const projectsRequests = {
  listProjects: 'projects.projects.list',
  getProject: 'projects.projects.get',
  createProject: 'projects.projects.create',
  duplicateTemplate: 'projects.projects.duplicate-template',
  listSchedules: 'projects.schedules.list',
  createSchedule: 'projects.schedules.create',
  reorderSchedules: 'projects.schedules.reorder',
  deleteSchedule: 'projects.schedules.delete',
  addMember: 'projects.members.add',
  checkAccess: 'projects.access.check',
  health: 'projects.health.ping',
} as const;

export const projectsEvents = {
  projectCreated: 'projects.project.created.v1',
  scheduleCreated: 'projects.schedule.created.v1',
} as const;
