import type {
  AddMemberReply,
  AddMemberRequest,
  CheckAccessReply,
  CheckAccessRequest,
  CreateCompanySubcontractRequest,
  CreateProjectReply,
  CreateProjectRequest,
  CreateProjectSubcontractRequest,
  CreateScheduleReply,
  CreateScheduleRequest,
  CreateTagRequest,
  DeleteCompanySubcontractRequest,
  DeletedReply,
  DeleteProjectSubcontractRequest,
  DeleteScheduleReply,
  DeleteScheduleRequest,
  DeleteTagRequest,
  DuplicateTemplateReply,
  DuplicateTemplateRequest,
  GetProjectReply,
  GetProjectRequest,
  ListMembersReply,
  ListMembersRequest,
  ListProjectsReply,
  ListProjectsRequest,
  ListSchedulesReply,
  ListSchedulesRequest,
  ListSubcontractsReply,
  ListTagsReply,
  NamedListPageRequest,
  RemoveMemberReply,
  RemoveMemberRequest,
  ReorderSchedulesReply,
  ReorderSchedulesRequest,
  RenameScheduleReply,
  RenameScheduleRequest,
  ScheduleFiguresReply,
  ScheduleFiguresRequest,
  SubcontractReply,
  TagReply,
  UpdateCompanySubcontractRequest,
  UpdateMemberReply,
  UpdateMemberRequest,
  UpdateProjectReply,
  UpdateProjectRequest,
  UpdateProjectSubcontractRequest,
  UpdateTagRequest,
} from '../projects';
import type {
  CriticalPathReply,
  CriticalPathRequest,
  MasterplanListSchedulesReply,
  MasterplanListSchedulesRequest,
} from '../masterplan/masterplan.schemas';
import type { PlanReply, ReadPlanRequest, SavePlanReply, SavePlanRequest } from '../masterplan/plan.schemas';
import type { ChooseImportProjectRequest, FinishImportReply, FinishImportRequest, ImportPreview, ReadImportRequest } from '../masterplan/import.schemas';
import type { ExportPlanReply, ExportPlanRequest } from '../masterplan/export.schemas';
import type { ApplyReimportReply, ApplyReimportRequest, ReadReimportRequest, ReimportDiff } from '../masterplan/reimport.schemas';
import type {
  CalendarChangeReply,
  CloneCalendarReply,
  CloneCalendarRequest,
  CreateCalendarRequest,
  DeleteCalendarRequest,
  HolidayCountriesReply,
  HolidayCountriesRequest,
  ImportHolidaysRequest,
  ListCalendarsReply,
  ListCalendarsRequest,
  PreviewHolidaysReply,
  PreviewHolidaysRequest,
  UpdateCalendarRequest,
} from '../masterplan/calendars.schemas';
import type {
  ActivateBaselineRequest,
  BaselineReply,
  BaselineSummary,
  ListBaselinesReply,
  ListBaselinesRequest,
  ReadBaselineRequest,
  RenameBaselineRequest,
  SaveBaselineRequest,
} from '../masterplan/baselines.schemas';
import type {
  ApproveModificationReply,
  ApproveModificationRequest,
  CreateModificationRequest,
  ListModificationRequests,
  ListModificationRequestsReply,
  ModificationRequestSummary,
  RejectModificationRequest,
} from '../masterplan/modification-requests.schemas';
import type {
  AssignResourceRequest,
  CreateResourceRequest,
  DeleteResourceRequest,
  ListResourcesReply,
  ListResourcesRequest,
  ResourceCatalogReply,
  ResourceCatalogRequest,
  ScheduleResource,
  UpdateResourceRequest,
} from '../masterplan/resources.schemas';
import type {
  ActivityProgressHistoryReply,
  ActivityProgressHistoryRequest,
  DataDateReply,
  ListScheduleUpdatesReply,
  ListScheduleUpdatesRequest,
  SaveScheduleUpdateRequest,
  ScheduleUpdateSummary,
  SetDataDateRequest,
} from '../masterplan/progress.schemas';
import type { GanttViewSettings } from '../masterplan/gantt-views.schemas';
import type {
  CreateSavedViewRequest,
  DeleteSavedViewRequest,
  ListSavedViewsReply,
  ListSavedViewsRequest,
  SavedViewReply,
  SaveDefaultSavedViewRequest,
  UpdateSavedViewRequest,
} from '../views/saved-views.schemas';
import type { LookaheadOverview, LookaheadOverviewRequest } from '../lookahead/lookahead.schemas';
import type { LookaheadResourcesReply, LookaheadResourcesRequest } from '../lookahead/lookahead-resources.schemas';
import type { PlanViewSettings } from '../lookahead/plan-views.schemas';
import type { CreateTaskRequest, LookaheadWindowReply, LookaheadWindowRequest, TaskDeletedReply, TaskRefRequest, TaskReply, UpdateTaskRequest } from '../lookahead/tasks.schemas';
import type {
  CloseWeekRequest,
  CommitTasksRequest,
  ReadWeekRequest,
  RemoveCommitmentRequest,
  ResetWeekRequest,
  UpdateCommitmentRequest,
  WeekReply,
  WeekTasksReply,
  WeekTasksRequest,
} from '../weekly/commitments.schemas';
import type { ActivityRowsSnapshotReply, ActivityRowsSnapshotRequest } from '../masterplan/activity-rows.schemas';
import type {
  ConstraintRequest,
  ConstraintsChangeReply,
  CreateConstraintRequest,
  ListConstraintsReply,
  ListConstraintsRequest,
  MassDeleteConstraintsRequest,
  MassUpdateConstraintsRequest,
  UpdateConstraintRequest,
} from '../lookahead/constraints.schemas';
import type { WeeklyOverview, WeeklyOverviewRequest } from '../weekly/weekly.schemas';
import type {
  CreateLocationRequest,
  CreateStructureRequest,
  CreateUnitRequest,
  DeleteTaktNodeRequest,
  ListStructuresRequest,
  MassCreateLocationsRequest,
  MassCreateUnitsRequest,
  RenameTaktNodeRequest,
  ReorderTaktNodesRequest,
  TaktNodeRequest,
  TaktAssignRequest,
  TaktAssignView,
  TaktAssignViewRequest,
  TaktOverview,
  TaktOverviewRequest,
  TaktSettings,
  TaktTreeReply,
  UpdateTaktSettingsRequest,
} from '../takt/takt.schemas';
import type {
  CncChangeReply,
  CncRemovedReply,
  CncRequest,
  CncTypeRequest,
  CncTypeView,
  CreateCncRequest,
  CreateCncTypeRequest,
  ListCncsReply,
  ListCncsRequest,
  ListCncTypesReply,
  ListCncTypesRequest,
  UpdateCncRequest,
  UpdateCncTypeRequest,
} from '../weekly/cnc.schemas';
import type { ActivityTaskCountsReply, ActivityTaskCountsRequest, ScheduleTasksLookupReply, ScheduleTasksLookupRequest } from '../lookahead/task-lookup.schemas';
import type { CreateTaktTasksReply, CreateTaktTasksRequest, DeleteTaktTasksReply, DeleteTaktTasksRequest, ListScheduleActivitiesReply, ListScheduleActivitiesRequest } from '../lookahead/takt-tasks.schemas';
import type { SetTaktTaskDatesReply, SetTaktTaskDatesRequest } from '../lookahead/takt-tasks.schemas';
import type { SaveTaktPlanRequest, TaktPlanView, TaktPlanViewRequest } from '../takt/takt-plan.schemas';
import type { AnalyticsOverview, AnalyticsOverviewRequest } from '../analytics/analytics.schemas';
import type { BiPage, BiQuery } from '../analytics/bi.schemas';
import type { AnalyticsFiguresRequest, CncFiguresReply, PcrFiguresReply, PpcFiguresReply, RoadblockIndicatorsReply } from '../analytics/figures.schemas';
import type { CurvesFiguresReply, LoadTimesFiguresReply, RecordLoadTimeRequest, SectorFiguresReply } from '../analytics/figures.schemas';

import type { ListTaktTasksReply, ListTaktTasksRequest, TaktAnalyticsReply, TaktAnalyticsRequest } from '../takt/takt-analytics.schemas';
import type { requestTopicsByService } from './index';

/** What `<service>.health.ping` answers: the gateway's health page reads it. */
export interface HealthPingReply {
  service: string;
  mongodb: 'up' | 'down';
  uptimeSeconds: number;
}

/** Requests without a body (`z.object({})`). */
type EmptyRequest = ListProjectsRequest;
/** A page of a project's subcontracts or tags, as callers ask for it (`limit` may be left to its default). */
type ProjectNamedListPageRequest = NamedListPageRequest & { projectId: string };

interface Contract<Request, Reply> {
  request: Request;
  reply: Reply;
}

/** The five requests on a screen's saved views, under `<module>.views.`. */
type SavedViewContracts<Module extends string, Settings> = Record<`${Module}.views.list`, Contract<ListSavedViewsRequest, ListSavedViewsReply<Settings>>> &
  Record<`${Module}.views.save-default`, Contract<SaveDefaultSavedViewRequest<Settings>, SavedViewReply<Settings>>> &
  Record<`${Module}.views.create`, Contract<CreateSavedViewRequest<Settings>, SavedViewReply<Settings>>> &
  Record<`${Module}.views.update`, Contract<UpdateSavedViewRequest<Settings>, SavedViewReply<Settings>>> &
  Record<`${Module}.views.delete`, Contract<DeleteSavedViewRequest, { deleted: true }>>;
type ScreenViewContracts = SavedViewContracts<'masterplan', GanttViewSettings> & SavedViewContracts<'lookahead', PlanViewSettings>;

/**
 * Each Kafka request topic with the body it takes and the `data` of its successful reply. Callers and answerers type
 * both ends from here instead of naming the shapes again at each call.
 */
export interface TopicContracts extends ScreenViewContracts {
  'projects.projects.list': Contract<ListProjectsRequest, ListProjectsReply>;
  'projects.projects.get': Contract<GetProjectRequest, GetProjectReply>;
  'projects.projects.create': Contract<CreateProjectRequest, CreateProjectReply>;
  'projects.projects.update': Contract<UpdateProjectRequest, UpdateProjectReply>;
  'projects.projects.duplicate-template': Contract<DuplicateTemplateRequest, DuplicateTemplateReply>;
  'projects.schedules.list': Contract<ListSchedulesRequest, ListSchedulesReply>;
  'projects.schedules.create': Contract<CreateScheduleRequest, CreateScheduleReply>;
  'projects.schedules.reorder': Contract<ReorderSchedulesRequest, ReorderSchedulesReply>;
  'projects.schedules.rename': Contract<RenameScheduleRequest, RenameScheduleReply>;
  'projects.schedules.delete': Contract<DeleteScheduleRequest, DeleteScheduleReply>;
  'projects.members.list': Contract<ListMembersRequest, ListMembersReply>;
  'projects.members.add': Contract<AddMemberRequest, AddMemberReply>;
  'projects.members.remove': Contract<RemoveMemberRequest, RemoveMemberReply>;
  'projects.members.update': Contract<UpdateMemberRequest, UpdateMemberReply>;
  'projects.company-subcontracts.list': Contract<NamedListPageRequest, ListSubcontractsReply>;
  'projects.company-subcontracts.create': Contract<CreateCompanySubcontractRequest, SubcontractReply>;
  'projects.company-subcontracts.update': Contract<UpdateCompanySubcontractRequest, SubcontractReply>;
  'projects.company-subcontracts.delete': Contract<DeleteCompanySubcontractRequest, DeletedReply>;
  'projects.project-subcontracts.list': Contract<ProjectNamedListPageRequest, ListSubcontractsReply>;
  'projects.project-subcontracts.create': Contract<CreateProjectSubcontractRequest, SubcontractReply>;
  'projects.project-subcontracts.update': Contract<UpdateProjectSubcontractRequest, SubcontractReply>;
  'projects.project-subcontracts.delete': Contract<DeleteProjectSubcontractRequest, DeletedReply>;
  'projects.tags.list': Contract<ProjectNamedListPageRequest, ListTagsReply>;
  'projects.tags.create': Contract<CreateTagRequest, TagReply>;
  'projects.tags.update': Contract<UpdateTagRequest, TagReply>;
  'projects.tags.delete': Contract<DeleteTagRequest, DeletedReply>;
  'projects.access.check': Contract<CheckAccessRequest, CheckAccessReply>;
  'projects.health.ping': Contract<EmptyRequest, HealthPingReply>;
  'masterplan.schedules.list': Contract<MasterplanListSchedulesRequest, MasterplanListSchedulesReply>;
  'masterplan.schedules.summaries': Contract<ScheduleFiguresRequest, ScheduleFiguresReply>;
  'masterplan.schedules.critical-path': Contract<CriticalPathRequest, CriticalPathReply>;
  'masterplan.plan.read': Contract<ReadPlanRequest, PlanReply>;
  'masterplan.plan.save': Contract<SavePlanRequest, SavePlanReply>;
  'masterplan.imports.read': Contract<ReadImportRequest, ImportPreview>;
  'masterplan.imports.choose-project': Contract<ChooseImportProjectRequest, ImportPreview>;
  'masterplan.imports.finish': Contract<FinishImportRequest, FinishImportReply>;
  'masterplan.imports.read-update': Contract<ReadReimportRequest, ReimportDiff>;
  'masterplan.imports.apply-update': Contract<ApplyReimportRequest, ApplyReimportReply>;
  'masterplan.plan.export': Contract<ExportPlanRequest, ExportPlanReply>;
  'masterplan.calendars.list': Contract<ListCalendarsRequest, ListCalendarsReply>;
  'masterplan.calendars.create': Contract<CreateCalendarRequest, CalendarChangeReply>;
  'masterplan.calendars.update': Contract<UpdateCalendarRequest, CalendarChangeReply>;
  'masterplan.calendars.delete': Contract<DeleteCalendarRequest, CalendarChangeReply>;
  'masterplan.calendars.clone': Contract<CloneCalendarRequest, CloneCalendarReply>;
  'masterplan.calendars.holiday-countries': Contract<HolidayCountriesRequest, HolidayCountriesReply>;
  'masterplan.calendars.holidays-preview': Contract<PreviewHolidaysRequest, PreviewHolidaysReply>;
  'masterplan.calendars.holidays-import': Contract<ImportHolidaysRequest, CalendarChangeReply>;
  'masterplan.baselines.list': Contract<ListBaselinesRequest, ListBaselinesReply>;
  'masterplan.baselines.read': Contract<ReadBaselineRequest, BaselineReply>;
  'masterplan.baselines.save': Contract<SaveBaselineRequest, BaselineSummary>;
  'masterplan.baselines.rename': Contract<RenameBaselineRequest, BaselineSummary>;
  'masterplan.baselines.activate': Contract<ActivateBaselineRequest, BaselineSummary>;
  'masterplan.modifications.create': Contract<CreateModificationRequest, ModificationRequestSummary>;
  'masterplan.modifications.list': Contract<ListModificationRequests, ListModificationRequestsReply>;
  'masterplan.modifications.approve': Contract<ApproveModificationRequest, ApproveModificationReply>;
  'masterplan.modifications.reject': Contract<RejectModificationRequest, ModificationRequestSummary>;
  'masterplan.resources.list': Contract<ListResourcesRequest, ListResourcesReply>;
  'masterplan.resources.create': Contract<CreateResourceRequest, ScheduleResource>;
  'masterplan.resources.update': Contract<UpdateResourceRequest, ScheduleResource>;
  'masterplan.resources.delete': Contract<DeleteResourceRequest, { deleted: true }>;
  'masterplan.resources.assign': Contract<AssignResourceRequest, ScheduleResource>;
  'masterplan.resources.catalog': Contract<ResourceCatalogRequest, ResourceCatalogReply>;
  'masterplan.progress.set-data-date': Contract<SetDataDateRequest, DataDateReply>;
  'masterplan.progress.list-updates': Contract<ListScheduleUpdatesRequest, ListScheduleUpdatesReply>;
  'masterplan.progress.save-update': Contract<SaveScheduleUpdateRequest, ScheduleUpdateSummary>;
  'masterplan.progress.activity-history': Contract<ActivityProgressHistoryRequest, ActivityProgressHistoryReply>;
  'masterplan.activity-rows.snapshot': Contract<ActivityRowsSnapshotRequest, ActivityRowsSnapshotReply>;
  'masterplan.health.ping': Contract<EmptyRequest, HealthPingReply>;
  'lookahead.overview.get': Contract<LookaheadOverviewRequest, LookaheadOverview>;
  'lookahead.tasks.window': Contract<LookaheadWindowRequest, LookaheadWindowReply>;
  'lookahead.tasks.create': Contract<CreateTaskRequest, TaskReply>;
  'lookahead.tasks.update': Contract<UpdateTaskRequest, TaskReply>;
  'lookahead.tasks.duplicate': Contract<TaskRefRequest, TaskReply>;
  'lookahead.tasks.delete': Contract<TaskRefRequest, TaskDeletedReply>;
  'lookahead.resources.window': Contract<LookaheadResourcesRequest, LookaheadResourcesReply>;
  'lookahead.constraints.list': Contract<ListConstraintsRequest, ListConstraintsReply>;
  'lookahead.constraints.create': Contract<CreateConstraintRequest, ConstraintsChangeReply>;
  'lookahead.constraints.update': Contract<UpdateConstraintRequest, ConstraintsChangeReply>;
  'lookahead.constraints.delete': Contract<ConstraintRequest, ConstraintsChangeReply>;
  'lookahead.constraints.release': Contract<ConstraintRequest, ConstraintsChangeReply>;
  'lookahead.constraints.mass-update': Contract<MassUpdateConstraintsRequest, ConstraintsChangeReply>;
  'lookahead.constraints.mass-delete': Contract<MassDeleteConstraintsRequest, ConstraintsChangeReply>;
  'lookahead.tasks.lookup': Contract<ScheduleTasksLookupRequest, ScheduleTasksLookupReply>;
  'lookahead.tasks.counts': Contract<ActivityTaskCountsRequest, ActivityTaskCountsReply>;
  'lookahead.tasks.takt-create': Contract<CreateTaktTasksRequest, CreateTaktTasksReply>;
  'lookahead.tasks.takt-delete': Contract<DeleteTaktTasksRequest, DeleteTaktTasksReply>;
  'lookahead.tasks.takt-dates': Contract<SetTaktTaskDatesRequest, SetTaktTaskDatesReply>;
  'lookahead.activities.list': Contract<ListScheduleActivitiesRequest, ListScheduleActivitiesReply>;
  'lookahead.health.ping': Contract<EmptyRequest, HealthPingReply>;
  'weekly.overview.get': Contract<WeeklyOverviewRequest, WeeklyOverview>;
  'weekly.health.ping': Contract<EmptyRequest, HealthPingReply>;
  // causes of non-compliance
  'weekly.cncs.list': Contract<ListCncsRequest, ListCncsReply>;
  'weekly.cncs.create': Contract<CreateCncRequest, CncChangeReply>;
  'weekly.cncs.update': Contract<UpdateCncRequest, CncChangeReply>;
  'weekly.cncs.delete': Contract<CncRequest, CncRemovedReply>;
  'weekly.cnc-types.list': Contract<ListCncTypesRequest, ListCncTypesReply>;
  'weekly.cnc-types.create': Contract<CreateCncTypeRequest, CncTypeView>;
  'weekly.cnc-types.update': Contract<UpdateCncTypeRequest, CncTypeView>;
  'weekly.cnc-types.delete': Contract<CncTypeRequest, { deletedId: string }>;
  'lookahead.tasks.week': Contract<WeekTasksRequest, WeekTasksReply>;
  'weekly.weeks.read': Contract<ReadWeekRequest, WeekReply>;
  'weekly.weeks.commit': Contract<CommitTasksRequest, WeekReply>;
  'weekly.weeks.update-commitment': Contract<UpdateCommitmentRequest, WeekReply>;
  'weekly.weeks.remove-commitment': Contract<RemoveCommitmentRequest, WeekReply>;
  'weekly.weeks.close': Contract<CloseWeekRequest, WeekReply>;
  'weekly.weeks.reset': Contract<ResetWeekRequest, WeekReply>;
  'takt.overview.get': Contract<TaktOverviewRequest, TaktOverview>;
  'takt.structures.list': Contract<ListStructuresRequest, TaktTreeReply>;
  'takt.structures.create': Contract<CreateStructureRequest, TaktTreeReply>;
  'takt.structures.rename': Contract<RenameTaktNodeRequest, TaktTreeReply>;
  'takt.structures.duplicate': Contract<TaktNodeRequest, TaktTreeReply>;
  'takt.structures.delete': Contract<DeleteTaktNodeRequest, TaktTreeReply>;
  'takt.structures.reorder': Contract<ReorderTaktNodesRequest, TaktTreeReply>;
  'takt.locations.create': Contract<CreateLocationRequest, TaktTreeReply>;
  'takt.locations.mass-create': Contract<MassCreateLocationsRequest, TaktTreeReply>;
  'takt.locations.rename': Contract<RenameTaktNodeRequest, TaktTreeReply>;
  'takt.locations.duplicate': Contract<TaktNodeRequest, TaktTreeReply>;
  'takt.locations.delete': Contract<DeleteTaktNodeRequest, TaktTreeReply>;
  'takt.locations.reorder': Contract<ReorderTaktNodesRequest, TaktTreeReply>;
  'takt.units.create': Contract<CreateUnitRequest, TaktTreeReply>;
  'takt.units.mass-create': Contract<MassCreateUnitsRequest, TaktTreeReply>;
  'takt.units.rename': Contract<RenameTaktNodeRequest, TaktTreeReply>;
  'takt.units.duplicate': Contract<TaktNodeRequest, TaktTreeReply>;
  'takt.units.delete': Contract<DeleteTaktNodeRequest, TaktTreeReply>;
  'takt.units.reorder': Contract<ReorderTaktNodesRequest, TaktTreeReply>;
  'takt.assign.view': Contract<TaktAssignViewRequest, TaktAssignView>;
  'takt.assign.assign': Contract<TaktAssignRequest, TaktAssignView>;
  'takt.assign.unassign': Contract<TaktAssignRequest, TaktAssignView>;
  'takt.settings.get': Contract<EmptyRequest, TaktSettings>;
  'takt.settings.update': Contract<UpdateTaktSettingsRequest, TaktSettings>;
  'takt.health.ping': Contract<EmptyRequest, HealthPingReply>;
  'takt.plan.view': Contract<TaktPlanViewRequest, TaktPlanView>;
  'takt.plan.save': Contract<SaveTaktPlanRequest, TaktPlanView>;
  'analytics.overview.get': Contract<AnalyticsOverviewRequest, AnalyticsOverview>;
  'analytics.health.ping': Contract<EmptyRequest, HealthPingReply>;
  'analytics.figures.ppc': Contract<AnalyticsFiguresRequest, PpcFiguresReply>;
  'analytics.figures.pcr': Contract<AnalyticsFiguresRequest, PcrFiguresReply>;
  'analytics.figures.cnc': Contract<AnalyticsFiguresRequest, CncFiguresReply>;
  'analytics.figures.roadblocks': Contract<AnalyticsFiguresRequest, RoadblockIndicatorsReply>;
  'analytics.figures.curves': Contract<AnalyticsFiguresRequest, CurvesFiguresReply>;
  'analytics.figures.sectors': Contract<AnalyticsFiguresRequest, SectorFiguresReply>;
  'analytics.load-times.record': Contract<RecordLoadTimeRequest, { recorded: true }>;
  'analytics.figures.load-times': Contract<AnalyticsFiguresRequest, LoadTimesFiguresReply>;

  'analytics.bi.projects': Contract<BiQuery, BiPage>;
  'analytics.bi.schedules': Contract<BiQuery, BiPage>;
  'analytics.bi.activities': Contract<BiQuery, BiPage>;
  'analytics.bi.tasks': Contract<BiQuery, BiPage>;
  'analytics.bi.roadblocks': Contract<BiQuery, BiPage>;
  'analytics.bi.commitments': Contract<BiQuery, BiPage>;
  'analytics.bi.ppc-weeks': Contract<BiQuery, BiPage>;
  'analytics.bi.cncs': Contract<BiQuery, BiPage>;

  'lookahead.tasks.takt-list': Contract<ListTaktTasksRequest, ListTaktTasksReply>;
  'takt.analytics.get': Contract<TaktAnalyticsRequest, TaktAnalyticsReply>;
}

/** Every request topic name. */
export type RequestTopic = {
  [S in keyof typeof requestTopicsByService]: (typeof requestTopicsByService)[S][keyof (typeof requestTopicsByService)[S]];
}[keyof typeof requestTopicsByService];
export type TopicRequest<T extends RequestTopic> = T extends keyof TopicContracts ? TopicContracts[T]['request'] : never;
export type TopicReply<T extends RequestTopic> = T extends keyof TopicContracts ? TopicContracts[T]['reply'] : never;

type Exhaustive<Missing> = [Missing] extends [never] ? true : never;
/** Fails the type check when a topic is added without its contract, or a contract names no topic. */
export const TOPIC_CONTRACTS_COMPLETE: Exhaustive<Exclude<RequestTopic, keyof TopicContracts>> = true;
export const TOPIC_CONTRACTS_KNOWN: Exhaustive<Exclude<keyof TopicContracts, RequestTopic>> = true;
