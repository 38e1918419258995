import {
  analyticsRequests,
  lookaheadRequests,
  masterplanRequests,
  projectsRequests,
  taktRequests,
  weeklyRequests,
  type RequiredPermissionCode,
} from '@tenon/contracts';
import { accessRoutes } from '../access/access.routes';
import { apiTokenRoutes } from '../api-tokens/api-tokens.routes';
import { biOpenApiRoutes } from '../api-tokens/bi-openapi.routes';
import { auditRoutes } from '../audit/audit.routes';
import { embeddedAnalyticsRoutes } from '../embedded-analytics/embedded-analytics.routes';
import { authRoutes } from '../auth/auth.routes';
import { healthRoutes } from '../health/health.routes';
import { imagesRoutes } from '../images/images.routes';
import { pdfExportRoutes } from '../exports/pdf-export.routes';
import { settingsRoutes } from '../settings/settings.routes';
import type { GatewayRoute, RouteReference, RouteTarget } from './gateway-route';

const forward = (topic: string): RouteTarget => ({ kind: 'forward', topic });
const overviewPath = (module: string) => `/${module}/projects/:projectId/schedules/:scheduleId/overview`;

/**
 * Every route the gateway answers, with the permission it needs. A change here is a permission change:
 * the route snapshot test compares this table with `route-permissions.json`.
 */
export const gatewayRoutes: readonly GatewayRoute[] = [
  authRoutes.login,
  authRoutes.openSession,
  authRoutes.logout,
  authRoutes.logoutEverywhere,
  authRoutes.me,
  healthRoutes.health,

  { method: 'GET', path: '/projects', access: 'session', target: forward(projectsRequests.listProjects) },
  { method: 'GET', path: '/projects/:projectId/schedules', access: 'session', target: forward(projectsRequests.listSchedules) },
  ...projectSettingsRoutes(),

  {
    method: 'GET',
    path: '/masterplan/projects/:projectId/schedules',
    access: { key: 'masterplan.gantt', min: 'V' },
    target: forward(masterplanRequests.listSchedules),
  },
  {
    method: 'GET',
    path: '/masterplan/projects/:projectId/schedules/:scheduleId/critical-path',
    access: { key: 'masterplan.gantt', min: 'V' },
    target: forward(masterplanRequests.criticalPath),
  },
  { method: 'GET', path: '/masterplan/projects/:projectId/schedules/:scheduleId/plan', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.readPlan) },
  // The Gantt's task count toggle: how many lookahead tasks each activity has, from the lookahead that owns them.
  { method: 'GET', path: '/masterplan/projects/:projectId/schedules/:scheduleId/task-counts', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(lookaheadRequests.taskCounts) },
  // The Gantt's lists (subcontract, tag and member names) for whoever sees the Gantt: a subtrade has no project settings.
  { method: 'GET', path: '/masterplan/projects/:projectId/subcontracts', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(projectsRequests.listProjectSubcontracts) },
  { method: 'GET', path: '/masterplan/projects/:projectId/tags', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(projectsRequests.listTags) },
  { method: 'GET', path: '/masterplan/projects/:projectId/members', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(projectsRequests.listMembers), namesMembers: true },
  // The Gantt's add-subcontract and add-tag modals (spec part 2, 2.4): whoever plans the whole Gantt adds to its lists.
  { method: 'POST', path: '/masterplan/projects/:projectId/subcontracts', access: { key: 'masterplan.gantt', min: 'AC' }, target: forward(projectsRequests.createProjectSubcontract), successStatus: 201 },
  { method: 'POST', path: '/masterplan/projects/:projectId/tags', access: { key: 'masterplan.gantt', min: 'AC' }, target: forward(projectsRequests.createTag), successStatus: 201 },
  { method: 'PUT', path: '/masterplan/projects/:projectId/schedules/:scheduleId/plan', access: { key: 'masterplan.gantt', min: 'ACP' }, target: forward(masterplanRequests.savePlan), maxBody: '12mb', timeoutMs: 60_000 },
  ...scheduleImportRoutes(),
  // Views are a user's own layout: whoever may see the Gantt keeps theirs; the service decides who changes a shared one.
  { method: 'GET', path: '/masterplan/projects/:projectId/schedules/:scheduleId/views', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.listViews) },
  { method: 'PUT', path: '/masterplan/projects/:projectId/schedules/:scheduleId/views/default', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.saveDefaultView) },
  { method: 'POST', path: '/masterplan/projects/:projectId/schedules/:scheduleId/views', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.createView), successStatus: 201 },
  { method: 'PATCH', path: '/masterplan/projects/:projectId/schedules/:scheduleId/views/:viewId', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.updateView) },
  { method: 'DELETE', path: '/masterplan/projects/:projectId/schedules/:scheduleId/views/:viewId', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.deleteView), successStatus: 204 },
  ...calendarRoutes(),
  ...baselineRoutes(),
  ...modificationRequestRoutes(),
  ...resourceRoutes(),
  ...scheduleProgressRoutes(),
  { method: 'GET', path: overviewPath('lookahead'), access: { key: 'lookahead.plan', min: 'V' }, target: forward(lookaheadRequests.overview) },
  ...lookaheadTaskRoutes(),
  ...constraintRoutes(),
  { method: 'GET', path: overviewPath('weekly'), access: { key: 'weekly.plan', min: 'V' }, target: forward(weeklyRequests.overview) },
  ...cncRoutes(),
  ...weekCommitmentRoutes(),
  { method: 'GET', path: overviewPath('takt'), access: { key: 'takt.planning', min: 'V' }, target: forward(taktRequests.overview) },
  ...taktUnitsRoutes(),
  // Takt analytics (spec part 3, 2.6 /taktanalytics): a structure's progress matrix and velocity; `?structureId=&dataDate=`.
  { method: 'GET', path: '/takt/projects/:projectId/schedules/:scheduleId/analytics', access: { key: 'takt.analytics', min: 'V' }, target: forward(taktRequests.analytics), timeoutMs: 60_000 },
  { method: 'GET', path: overviewPath('analytics'), access: { key: 'analytics.ppc', min: 'V' }, target: forward(analyticsRequests.overview) },
  ...analyticsFigureRoutes(),
  embeddedAnalyticsRoutes.embeddedAnalyticsConfig,
  ...identityRoutes(),
  ...biRoutes(),
];

/**
 * The read API for BI tools (docs/api/bi-openapi.yaml): only an API token opens these, read-only, for its company;
 * the tokens themselves are managed in company settings by its admins.
 */
function biRoutes(): GatewayRoute[] {
  const a = analyticsRequests;
  const read = (resource: string, topic: string): GatewayRoute => ({ method: 'GET', path: `/bi/${resource}`, access: 'api-token', target: forward(topic), tabular: true, timeoutMs: 60_000 });
  return [
    apiTokenRoutes.apiTokensList,
    apiTokenRoutes.apiTokenCreate,
    apiTokenRoutes.apiTokenRevoke,
    biOpenApiRoutes.biOpenApi,
    read('projects', a.biProjects),
    read('schedules', a.biSchedules),
    read('activities', a.biActivities),
    read('tasks', a.biTasks),
    read('roadblocks', a.biRoadblocks),
    read('commitments', a.biCommitments),
    read('ppc-weeks', a.biPpcWeeks),
    read('cncs', a.biCncs),
  ];
}

/** The dashboard's charts, each behind its own permission (spec part 3 §2.7); the service checks it again. */
function analyticsFigureRoutes(): GatewayRoute[] {
  const figures = '/analytics/projects/:projectId/figures';
  return [
    { method: 'GET', path: `${figures}/ppc`, access: { key: 'analytics.ppc', min: 'V' }, target: forward(analyticsRequests.ppcFigures) },
    { method: 'GET', path: `${figures}/pcr`, access: { key: 'analytics.pcr', min: 'V' }, target: forward(analyticsRequests.pcrFigures) },
    { method: 'GET', path: `${figures}/cnc`, access: { key: 'analytics.cnc', min: 'V' }, target: forward(analyticsRequests.cncFigures) },
    { method: 'GET', path: `${figures}/roadblocks`, access: { key: 'analytics.overdue', min: 'V' }, target: forward(analyticsRequests.roadblockFigures) },
    { method: 'GET', path: `${figures}/curves`, access: { key: 'analytics.scurve', min: 'V' }, target: forward(analyticsRequests.curvesFigures) },
    { method: 'GET', path: `${figures}/sectors`, access: { key: 'analytics.sectoradvancement', min: 'V' }, target: forward(analyticsRequests.sectorFigures) },
    { method: 'GET', path: `${figures}/load-times`, access: { key: 'analytics.ppc', min: 'V' }, target: forward(analyticsRequests.loadTimeFigures) },
    // The performance tracker of the Gantt and the lookahead: any member of the schedule reports, whatever their
    // analytics permissions (the service checks the membership), so the route is not under /analytics.
    {
      method: 'POST',
      path: '/projects/:projectId/schedules/:scheduleId/load-times',
      access: 'session',
      target: forward(analyticsRequests.recordLoadTime),
      successStatus: 201,
    },
    // The responsibles filter and the team tables name the project's members.
    { method: 'GET', path: '/analytics/projects/:projectId/members', access: { key: 'analytics.ppc', min: 'V' }, target: forward(projectsRequests.listMembers), namesMembers: true },
  ];
}

/** A schedule's calendars (spec 2.5): V reads them, only AC changes them; the service checks the same again. */
function calendarRoutes(): GatewayRoute[] {
  const calendars = '/masterplan/projects/:projectId/schedules/:scheduleId/calendars';
  const view = { key: 'masterplan.calendars', min: 'V' } as const;
  const full = { key: 'masterplan.calendars', min: 'AC' } as const;
  return [
    { method: 'GET', path: calendars, access: view, target: forward(masterplanRequests.listCalendars) },
    { method: 'POST', path: calendars, access: full, target: forward(masterplanRequests.createCalendar), successStatus: 201 },
    { method: 'PUT', path: `${calendars}/:calendarId`, access: full, target: forward(masterplanRequests.updateCalendar) },
    { method: 'DELETE', path: `${calendars}/:calendarId`, access: full, target: forward(masterplanRequests.deleteCalendar) },
    { method: 'POST', path: `${calendars}/:calendarId/clones`, access: full, target: forward(masterplanRequests.cloneCalendar), successStatus: 201 },
    { method: 'GET', path: '/masterplan/projects/:projectId/schedules/:scheduleId/holiday-countries', access: view, target: forward(masterplanRequests.holidayCountries) },
    { method: 'GET', path: `${calendars}/:calendarId/holidays`, access: view, target: forward(masterplanRequests.previewHolidays) },
    { method: 'POST', path: `${calendars}/:calendarId/holidays`, access: full, target: forward(masterplanRequests.importHolidays) },
  ];
}

/**
 * Access, onboarding, settings of users and company, audit log and images (docs/api-access.md), answered by the
 * gateway itself. Each is declared beside its handler; this list keeps the order of route-permissions.json.
 */
function identityRoutes(): GatewayRoute[] {
  return [
    accessRoutes.signupRequest,
    accessRoutes.signupInspect,
    accessRoutes.signupComplete,
    accessRoutes.register,
    accessRoutes.profileTokenInspect,
    accessRoutes.profileComplete,
    accessRoutes.passwordResetRequest,
    accessRoutes.passwordResetInspect,
    accessRoutes.passwordReset,
    accessRoutes.activationRequest,
    accessRoutes.onboardingState,
    accessRoutes.onboardingCompany,
    accessRoutes.onboardingProject,
    accessRoutes.onboardingSchedules,
    accessRoutes.onboardingInvite,
    settingsRoutes.meGet,
    settingsRoutes.meUpdate,
    settingsRoutes.mePassword,
    settingsRoutes.companyGet,
    settingsRoutes.companyUpdate,
    accessRoutes.invite,
    settingsRoutes.companyUsers,
    auditRoutes.companyAuditEvents,
    settingsRoutes.companyUserRole,
    settingsRoutes.companyUserDeactivate,
    settingsRoutes.companyUserActivate,
    imagesRoutes.imageUpload,
    imagesRoutes.imageGet,
    pdfExportRoutes.exportPdf,
    pdfExportRoutes.startPdfJob,
    pdfExportRoutes.pdfJobStatus,
    pdfExportRoutes.pdfJobFile,
  ];
}

/** Project settings, members, schedules, subcontracts and tags: answered by the projects service (docs/api-access.md). */
function projectSettingsRoutes(): GatewayRoute[] {
  const project = (min: RequiredPermissionCode) => ({ key: 'settings.project' as const, min });
  const company = (min: RequiredPermissionCode) => ({ key: 'settings.company' as const, min });
  const p = projectsRequests;
  const withImage: RouteReference[] = [{ field: 'image', must: 'companyImage' }];
  return [
    { method: 'POST', path: '/projects', access: project('AC'), target: forward(p.createProject), successStatus: 201, references: withImage },
    { method: 'PATCH', path: '/projects/:projectId', access: project('AC'), target: forward(p.updateProject), references: withImage },
    { method: 'POST', path: '/projects/:projectId/schedules', access: project('AC'), target: forward(p.createSchedule), successStatus: 201 },
    { method: 'PUT', path: '/projects/:projectId/schedules/order', access: project('AC'), target: forward(p.reorderSchedules) },
    { method: 'PATCH', path: '/projects/:projectId/schedules/:scheduleId', access: project('AC'), target: forward(p.renameSchedule) },
    { method: 'DELETE', path: '/projects/:projectId/schedules/:scheduleId', access: project('AC'), target: forward(p.deleteSchedule), successStatus: 204 },
    { method: 'GET', path: '/projects/:projectId/members', access: project('V'), target: forward(p.listMembers), namesMembers: true },
    { method: 'POST', path: '/projects/:projectId/members', access: project('AC'), target: forward(p.addMember), successStatus: 201, references: [{ field: 'userId', must: 'companyMember' }] },
    { method: 'PATCH', path: '/projects/:projectId/members/:userId', access: project('AC'), target: forward(p.updateMember) },
    { method: 'DELETE', path: '/projects/:projectId/members/:userId', access: project('AC'), target: forward(p.removeMember), successStatus: 204 },
    { method: 'GET', path: '/companies/current/subcontracts', access: company('V'), target: forward(p.listCompanySubcontracts) },
    { method: 'POST', path: '/companies/current/subcontracts', access: company('AC'), target: forward(p.createCompanySubcontract), successStatus: 201, references: withImage },
    { method: 'PATCH', path: '/companies/current/subcontracts/:subcontractId', access: company('AC'), target: forward(p.updateCompanySubcontract), references: withImage },
    { method: 'DELETE', path: '/companies/current/subcontracts/:subcontractId', access: company('AC'), target: forward(p.deleteCompanySubcontract), successStatus: 204 },
    { method: 'GET', path: '/projects/:projectId/subcontracts', access: project('V'), target: forward(p.listProjectSubcontracts) },
    { method: 'POST', path: '/projects/:projectId/subcontracts', access: project('AC'), target: forward(p.createProjectSubcontract), successStatus: 201, references: withImage },
    { method: 'PATCH', path: '/projects/:projectId/subcontracts/:subcontractId', access: project('AC'), target: forward(p.updateProjectSubcontract), references: withImage },
    { method: 'DELETE', path: '/projects/:projectId/subcontracts/:subcontractId', access: project('AC'), target: forward(p.deleteProjectSubcontract), successStatus: 204 },
    { method: 'GET', path: '/projects/:projectId/tags', access: project('V'), target: forward(p.listTags) },
    { method: 'POST', path: '/projects/:projectId/tags', access: project('AC'), target: forward(p.createTag), successStatus: 201 },
    { method: 'PATCH', path: '/projects/:projectId/tags/:tagId', access: project('AC'), target: forward(p.updateTag) },
    { method: 'DELETE', path: '/projects/:projectId/tags/:tagId', access: project('AC'), target: forward(p.deleteTag), successStatus: 204 },
  ];
}

/**
 * A schedule's roadblocks (spec part 3, 2.4 and 6): V lists them, AC changes them, a subtrade (ACP) adds, edits and
 * releases those of its subcontract's responsibles (the service applies that limit); bulk changes and deletes are AC.
 */
function constraintRoutes(): GatewayRoute[] {
  const constraints = '/lookahead/projects/:projectId/schedules/:scheduleId/constraints';
  const view = { key: 'lookahead.constraints', min: 'V' } as const;
  const full = { key: 'lookahead.constraints', min: 'AC' } as const;
  const own = { key: 'lookahead.constraints', min: 'ACP' } as const;
  const people: RouteReference[] = [
    { field: 'responsibleIds', must: 'companyMembers' },
    { field: 'reportUserIds', must: 'companyMembers' },
  ];
  return [
    // The responsible and report-to pickers: whoever sees roadblocks reads the project's people (names from identity).
    { method: 'GET', path: '/lookahead/projects/:projectId/members', access: view, target: forward(projectsRequests.listMembers), namesMembers: true },
    { method: 'GET', path: constraints, access: view, target: forward(lookaheadRequests.listConstraints) },
    { method: 'POST', path: constraints, access: own, target: forward(lookaheadRequests.createConstraint), successStatus: 201, references: people },
    // Before `/:constraintId` so the bulk paths are not read as an id.
    { method: 'PATCH', path: `${constraints}/bulk`, access: full, target: forward(lookaheadRequests.massUpdateConstraints), references: people },
    { method: 'POST', path: `${constraints}/bulk-delete`, access: full, target: forward(lookaheadRequests.massDeleteConstraints) },
    { method: 'PATCH', path: `${constraints}/:constraintId`, access: own, target: forward(lookaheadRequests.updateConstraint), references: people },
    { method: 'POST', path: `${constraints}/:constraintId/release`, access: own, target: forward(lookaheadRequests.releaseConstraint) },
    { method: 'DELETE', path: `${constraints}/:constraintId`, access: full, target: forward(lookaheadRequests.deleteConstraint) },
  ];
}

/**
 * A schedule's causes of non-compliance and the project's CNC types (spec part 3: 2.5, 6): V reads, ACP records CNCs
 * (and changes its own, which the service checks), AC changes any and manages the types.
 */
function cncRoutes(): GatewayRoute[] {
  const schedule = '/weekly/projects/:projectId/schedules/:scheduleId';
  const view = { key: 'weekly.cnc', min: 'V' } as const;
  const record = { key: 'weekly.cnc', min: 'ACP' } as const;
  const full = { key: 'weekly.cnc', min: 'AC' } as const;
  const references: RouteReference[] = [
    { field: 'responsibleId', must: 'companyMember' },
    { field: 'image', must: 'companyImage' },
  ];
  return [
    { method: 'GET', path: `${schedule}/cncs`, access: view, target: forward(weeklyRequests.listCncs) },
    { method: 'POST', path: `${schedule}/cncs`, access: record, target: forward(weeklyRequests.createCnc), successStatus: 201, references },
    { method: 'PATCH', path: `${schedule}/cncs/:cncId`, access: record, target: forward(weeklyRequests.updateCnc), references },
    { method: 'DELETE', path: `${schedule}/cncs/:cncId`, access: record, target: forward(weeklyRequests.deleteCnc) },
    { method: 'GET', path: `${schedule}/cnc-types`, access: view, target: forward(weeklyRequests.listCncTypes) },
    { method: 'POST', path: `${schedule}/cnc-types`, access: full, target: forward(weeklyRequests.createCncType), successStatus: 201 },
    { method: 'PATCH', path: `${schedule}/cnc-types/:typeId`, access: full, target: forward(weeklyRequests.updateCncType) },
    { method: 'DELETE', path: `${schedule}/cnc-types/:typeId`, access: full, target: forward(weeklyRequests.deleteCncType) },
  ];
}

/** A schedule's baselines (spec 2, 3 and 4): V lists and shows them, only AC saves, renames or activates; the service checks again. */
function baselineRoutes(): GatewayRoute[] {
  const baselines = '/masterplan/projects/:projectId/schedules/:scheduleId/baselines';
  const view = { key: 'masterplan.gantt', min: 'V' } as const;
  const full = { key: 'masterplan.gantt', min: 'AC' } as const;
  return [
    { method: 'GET', path: baselines, access: view, target: forward(masterplanRequests.listBaselines) },
    { method: 'GET', path: `${baselines}/:baselineId`, access: view, target: forward(masterplanRequests.readBaseline) },
    // Option 4 names the selected activities: a 10,000-activity selection is about 300 kB of ids.
    { method: 'POST', path: baselines, access: full, target: forward(masterplanRequests.saveBaseline), successStatus: 201, maxBody: '2mb', timeoutMs: 30_000 },
    { method: 'PATCH', path: `${baselines}/:baselineId`, access: full, target: forward(masterplanRequests.renameBaseline) },
    { method: 'POST', path: `${baselines}/:baselineId/activation`, access: full, target: forward(masterplanRequests.activateBaseline) },
  ];
}

/**
 * Requests to change an activity's dates (spec part 2, 4): asked from the lookahead plan (ACP for its subcontract's
 * activities, which the service checks), seen on the Gantt, approved or rejected with Gantt AC.
 */
function modificationRequestRoutes(): GatewayRoute[] {
  const requests = '/masterplan/projects/:projectId/schedules/:scheduleId/modification-requests';
  const full = { key: 'masterplan.gantt', min: 'AC' } as const;
  return [
    // Asked from the lookahead, so under its path and its permission; the masterplan service owns the request.
    { method: 'POST', path: '/lookahead/projects/:projectId/schedules/:scheduleId/modification-requests', access: { key: 'lookahead.plan', min: 'ACP' }, target: forward(masterplanRequests.createModification), successStatus: 201 },
    { method: 'GET', path: requests, access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.listModifications) },
    { method: 'POST', path: `${requests}/:requestId/approval`, access: full, target: forward(masterplanRequests.approveModification), timeoutMs: 60_000, mailsRequester: true },
    { method: 'POST', path: `${requests}/:requestId/rejection`, access: full, target: forward(masterplanRequests.rejectModification), mailsRequester: true },
  ];
}

/** A schedule's resources (spec 2.6): V sees the grid, AC changes resources and assigns them; the service checks again. */
function resourceRoutes(): GatewayRoute[] {
  const resources = '/masterplan/projects/:projectId/schedules/:scheduleId/resources';
  const full = { key: 'masterplan.resources', min: 'AC' } as const;
  return [
    { method: 'GET', path: resources, access: { key: 'masterplan.resources', min: 'V' }, target: forward(masterplanRequests.listResources) },
    { method: 'POST', path: resources, access: full, target: forward(masterplanRequests.createResource), successStatus: 201 },
    { method: 'PUT', path: `${resources}/:resourceId`, access: full, target: forward(masterplanRequests.updateResource) },
    { method: 'DELETE', path: `${resources}/:resourceId`, access: full, target: forward(masterplanRequests.deleteResource), successStatus: 204 },
    { method: 'PUT', path: `${resources}/:resourceId/assignments/:activityId`, access: full, target: forward(masterplanRequests.assignResource) },
  ];
}

/**
 * A schedule's data date and updates (spec 2, 3 and 4): V reads the updates and histories, AC sets the data date,
 * AC or a subcontractor (ACP, its own activities only) saves an update; the service checks again.
 */
function scheduleProgressRoutes(): GatewayRoute[] {
  const schedule = '/masterplan/projects/:projectId/schedules/:scheduleId';
  const view = { key: 'masterplan.gantt', min: 'V' } as const;
  return [
    { method: 'PUT', path: `${schedule}/data-date`, access: { key: 'masterplan.gantt', min: 'AC' }, target: forward(masterplanRequests.setDataDate) },
    { method: 'GET', path: `${schedule}/updates`, access: view, target: forward(masterplanRequests.listScheduleUpdates) },
    { method: 'POST', path: `${schedule}/updates`, access: { key: 'masterplan.gantt', min: 'ACP' }, target: forward(masterplanRequests.saveScheduleUpdate), successStatus: 201, timeoutMs: 30_000 },
    { method: 'GET', path: `${schedule}/activities/:activityId/progress-history`, access: view, target: forward(masterplanRequests.activityProgressHistory) },
  ];
}

/**
 * The weekly plan's weeks (spec part 3, 2.5 and 6): V reads a week, ACP commits (the service limits it to its
 * subcontract's tasks), only AC closes and reopens a week.
 */
function weekCommitmentRoutes(): GatewayRoute[] {
  const weeks = '/weekly/projects/:projectId/schedules/:scheduleId/weeks';
  const view = { key: 'weekly.plan', min: 'V' } as const;
  const write = { key: 'weekly.plan', min: 'ACP' } as const;
  const full = { key: 'weekly.plan', min: 'AC' } as const;
  return [
    // The week table's and the CNC form's people and subcontract names, for whoever sees the weekly plan.
    { method: 'GET', path: '/weekly/projects/:projectId/members', access: view, target: forward(projectsRequests.listMembers), namesMembers: true },
    { method: 'GET', path: '/weekly/projects/:projectId/subcontracts', access: view, target: forward(projectsRequests.listProjectSubcontracts) },
    { method: 'GET', path: weeks, access: view, target: forward(weeklyRequests.readWeek) },
    { method: 'POST', path: `${weeks}/:weekStart/commitments`, access: write, target: forward(weeklyRequests.commitTasks) },
    { method: 'PATCH', path: `${weeks}/:weekStart/commitments/:commitmentId`, access: write, target: forward(weeklyRequests.updateCommitment) },
    { method: 'DELETE', path: `${weeks}/:weekStart/commitments/:commitmentId`, access: write, target: forward(weeklyRequests.removeCommitment) },
    { method: 'POST', path: `${weeks}/:weekStart/close`, access: full, target: forward(weeklyRequests.closeWeek) },
    { method: 'POST', path: `${weeks}/:weekStart/reset`, access: full, target: forward(weeklyRequests.resetWeek) },
  ];
}

/** The lookahead plan's tasks and saved views (spec part 3, 6): V reads the window, AC writes, ACP writes its subcontract's tasks (checked by the service). */
function lookaheadTaskRoutes(): GatewayRoute[] {
  const tasks = '/lookahead/projects/:projectId/schedules/:scheduleId/tasks';
  const views = '/lookahead/projects/:projectId/schedules/:scheduleId/views';
  const view = { key: 'lookahead.plan', min: 'V' } as const;
  const write = { key: 'lookahead.plan', min: 'ACP' } as const;
  return [
    { method: 'GET', path: tasks, access: view, target: forward(lookaheadRequests.tasksWindow) },
    // The task form's resource picker: names and units only, for whoever plans; the masterplan service owns them.
    { method: 'GET', path: '/lookahead/projects/:projectId/schedules/:scheduleId/resource-catalog', access: view, target: forward(masterplanRequests.resourceCatalog) },
    // Spec part 3, 6: AC and V only; the V floor lets ACP through here and the service refuses it.
    { method: 'GET', path: '/lookahead/projects/:projectId/schedules/:scheduleId/resources', access: { key: 'lookahead.resources', min: 'V' }, target: forward(lookaheadRequests.resourcesWindow) },
    { method: 'POST', path: tasks, access: write, target: forward(lookaheadRequests.createTask), successStatus: 201 },
    { method: 'PATCH', path: `${tasks}/:taskId`, access: write, target: forward(lookaheadRequests.updateTask) },
    { method: 'POST', path: `${tasks}/:taskId/duplicate`, access: write, target: forward(lookaheadRequests.duplicateTask), successStatus: 201 },
    { method: 'DELETE', path: `${tasks}/:taskId`, access: write, target: forward(lookaheadRequests.deleteTask) },
    // Saved views: anyone who reads the plan keeps their own; who may change a public one is checked by the service.
    { method: 'GET', path: views, access: view, target: forward(lookaheadRequests.listPlanViews) },
    { method: 'PUT', path: `${views}/default`, access: view, target: forward(lookaheadRequests.saveDefaultPlanView) },
    { method: 'POST', path: views, access: view, target: forward(lookaheadRequests.createPlanView), successStatus: 201 },
    { method: 'PATCH', path: `${views}/:viewId`, access: view, target: forward(lookaheadRequests.updatePlanView) },
    { method: 'DELETE', path: `${views}/:viewId`, access: view, target: forward(lookaheadRequests.deletePlanView), successStatus: 204 },
  ];
}

/**
 * A schedule's takt structures, locations and production units (spec part 3, 2.6 and 6): V reads the tree, AC changes
 * it; the service checks again, with the takt roles and the company's takt switch. The switch is company settings.
 */
function taktUnitsRoutes(): GatewayRoute[] {
  const schedule = '/takt/projects/:projectId/schedules/:scheduleId';
  const view = { key: 'takt.planning', min: 'V' } as const;
  const full = { key: 'takt.planning', min: 'AC' } as const;
  const t = taktRequests;
  const nodes = (plural: string, topics: { rename: string; duplicate: string; delete: string; reorder: string }): GatewayRoute[] => [
    // Before `/:nodeId` so the order path is not read as an id.
    { method: 'PUT', path: `${schedule}/${plural}/order`, access: full, target: forward(topics.reorder) },
    { method: 'PATCH', path: `${schedule}/${plural}/:nodeId`, access: full, target: forward(topics.rename) },
    { method: 'POST', path: `${schedule}/${plural}/:nodeId/duplicate`, access: full, target: forward(topics.duplicate), successStatus: 201 },
    // A delete of something with assigned tasks carries `?confirmation=<word>`.
    { method: 'DELETE', path: `${schedule}/${plural}/:nodeId`, access: full, target: forward(topics.delete) },
  ];
  return [
    { method: 'GET', path: '/takt/settings', access: view, target: forward(t.getSettings) },
    // The switch itself is company settings, under the company's path.
    { method: 'PUT', path: '/companies/current/takt', access: { key: 'settings.company', min: 'AC' }, target: forward(t.updateSettings) },
    { method: 'GET', path: `${schedule}/structures`, access: view, target: forward(t.listStructures) },
    { method: 'POST', path: `${schedule}/structures`, access: full, target: forward(t.createStructure), successStatus: 201 },
    ...nodes('structures', { rename: t.renameStructure, duplicate: t.duplicateStructure, delete: t.deleteStructure, reorder: t.reorderStructures }),
    { method: 'POST', path: `${schedule}/locations`, access: full, target: forward(t.createLocation), successStatus: 201 },
    { method: 'POST', path: `${schedule}/locations/bulk`, access: full, target: forward(t.massCreateLocations), successStatus: 201 },
    ...nodes('locations', { rename: t.renameLocation, duplicate: t.duplicateLocation, delete: t.deleteLocation, reorder: t.reorderLocations }),
    { method: 'POST', path: `${schedule}/units`, access: full, target: forward(t.createUnit), successStatus: 201 },
    { method: 'POST', path: `${schedule}/units/bulk`, access: full, target: forward(t.massCreateUnits), successStatus: 201 },
    ...nodes('units', { rename: t.renameUnit, duplicate: t.duplicateUnit, delete: t.deleteUnit, reorder: t.reorderUnits }),
    // The assign screen: every assign or unassign writes one lookahead takt task per unit and activity.
    { method: 'GET', path: `${schedule}/assign`, access: view, target: forward(t.assignView) },
    { method: 'POST', path: `${schedule}/assign`, access: full, target: forward(t.assign), timeoutMs: 120_000 },
    { method: 'POST', path: `${schedule}/unassign`, access: full, target: forward(t.unassign), timeoutMs: 120_000 },
    // The takt plan of a structure (`?structureId=`); saving writes the dates of every takt task of its train.
    { method: 'GET', path: `${schedule}/plan`, access: view, target: forward(t.planView) },
    { method: 'PUT', path: `${schedule}/plan`, access: full, target: forward(t.savePlan), timeoutMs: 120_000 },
  ];
}

/** One line per route, as reviewed in route-permissions.json. */
export function describeRoutePermissions(routes: readonly GatewayRoute[] = gatewayRoutes): string[] {
  return routes.map((route) => {
    const access = typeof route.access === 'string' ? route.access : `${route.access.key} >= ${route.access.min}`;
    const target = route.target.kind === 'local' ? `gateway:${route.target.name}` : `kafka:${route.target.topic}`;
    return `${route.method} /api/v1${route.path} | ${access} | ${target}`;
  });
}

/** Import of a schedule file into an empty schedule (spec 2 §2.2, §6: Gantt AC); the service checks the same again. */
function scheduleImportRoutes(): GatewayRoute[] {
  const imports = '/masterplan/projects/:projectId/schedules/:scheduleId/imports';
  const full = { key: 'masterplan.gantt', min: 'AC' } as const;
  return [
    // Reading a file of tens of megabytes takes seconds; the preview is kept for finish, so nothing is written yet.
    { method: 'POST', path: imports, access: full, target: forward(masterplanRequests.readImport), upload: 'schedule-file', successStatus: 201, timeoutMs: 120_000 },
    { method: 'POST', path: `${imports}/:importId/project`, access: full, target: forward(masterplanRequests.chooseImportProject), timeoutMs: 120_000 },
    { method: 'POST', path: `${imports}/:importId/finish`, access: full, target: forward(masterplanRequests.finishImport), timeoutMs: 60_000 },
    // A newer version of the file: read into a diff (nothing written), then the accepted part saved as one version.
    { method: 'POST', path: `${imports}/updates`, access: full, target: forward(masterplanRequests.readReimport), upload: 'schedule-file', successStatus: 201, timeoutMs: 120_000 },
    { method: 'POST', path: `${imports}/updates/:importId/apply`, access: full, target: forward(masterplanRequests.applyReimport), timeoutMs: 60_000 },
    // Anyone who reads the Gantt may take it away as a file; each export is in the audit log.
    { method: 'GET', path: '/masterplan/projects/:projectId/schedules/:scheduleId/export', access: { key: 'masterplan.gantt', min: 'V' }, target: forward(masterplanRequests.exportPlan), timeoutMs: 60_000, auditedExport: true },
  ];
}
