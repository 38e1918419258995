export const masterplanRequests = {
  listSchedules: 'masterplan.schedules.list',
  /** Dates and progress per schedule for the projects home, asked by the projects service. */
  scheduleSummaries: 'masterplan.schedules.summaries',
  /** The schedule's critical path: its activities scheduled by the CPM engine from their links and calendars. */
  criticalPath: 'masterplan.schedules.critical-path',
  /** Every activity and link of a schedule with the plan's version, for the Gantt editor. */
  readPlan: 'masterplan.plan.read',
  /** The changes made since a version, applied all or nothing (docs/masterplan-save.md). */
  savePlan: 'masterplan.plan.save',
  /** A schedule file uploaded for import, read into a preview that is kept a while under an import id. */
  readImport: 'masterplan.imports.read',
  /** The preview of another project of a multi-project file. */
  chooseImportProject: 'masterplan.imports.choose-project',
  /** A previewed import saved as the schedule's first plan. */
  finishImport: 'masterplan.imports.finish',
  /** A newer version of the schedule's file read into a diff against the plan (matched by the file's ids). */
  readReimport: 'masterplan.imports.read-update',
  /** The accepted part of that diff saved as one plan version. */
  applyReimport: 'masterplan.imports.apply-update',
  /** The plan written as an MSPDI, XER or P6 XML file. */
  exportPlan: 'masterplan.plan.export',
  /** The asking user's Gantt views of a schedule: their default and named ones, and everyone's public ones. */
  listViews: 'masterplan.views.list',
  saveDefaultView: 'masterplan.views.save-default',
  createView: 'masterplan.views.create',
  updateView: 'masterplan.views.update',
  deleteView: 'masterplan.views.delete',
  /** A schedule's calendars (spec 2.5), each change answered with the activities the engine moved. */
  listCalendars: 'masterplan.calendars.list',
  createCalendar: 'masterplan.calendars.create',
  updateCalendar: 'masterplan.calendars.update',
  deleteCalendar: 'masterplan.calendars.delete',
  cloneCalendar: 'masterplan.calendars.clone',
  holidayCountries: 'masterplan.calendars.holiday-countries',
  previewHolidays: 'masterplan.calendars.holidays-preview',
  importHolidays: 'masterplan.calendars.holidays-import',
  /** A schedule's baselines (spec 2, 3 and 4): saved with one of four options, listed, renamed, activated. */
  listBaselines: 'masterplan.baselines.list',
  readBaseline: 'masterplan.baselines.read',
  saveBaseline: 'masterplan.baselines.save',
  renameBaseline: 'masterplan.baselines.rename',
  activateBaseline: 'masterplan.baselines.activate',
  /** Requests to change an activity's dates (spec 4): raised from the lookahead, approved or rejected on the Gantt. */
  createModification: 'masterplan.modifications.create',
  listModifications: 'masterplan.modifications.list',
  approveModification: 'masterplan.modifications.approve',
  rejectModification: 'masterplan.modifications.reject',
  /** A schedule's resources (spec 2.6) and the quantities its activities use of them. */
  listResources: 'masterplan.resources.list',
  createResource: 'masterplan.resources.create',
  updateResource: 'masterplan.resources.update',
  deleteResource: 'masterplan.resources.delete',
  assignResource: 'masterplan.resources.assign',
  /** The schedule's resources by name for the lookahead (no quantities), whatever the caller's resources section. */
  resourceCatalog: 'masterplan.resources.catalog',
  /** A schedule's data date and its schedule updates (spec 2, 3 and 4): progress snapshots and each activity's history. */
  setDataDate: 'masterplan.progress.set-data-date',
  listScheduleUpdates: 'masterplan.progress.list-updates',
  saveScheduleUpdate: 'masterplan.progress.save-update',
  activityProgressHistory: 'masterplan.progress.activity-history',
  /** A page of a schedule's activity rows, for another module's read model rebuilt from nothing (the lookahead's). */
  activityRowsSnapshot: 'masterplan.activity-rows.snapshot',
  health: 'masterplan.health.ping',
} as const;

export const masterplanEvents = {
  activityUpdated: 'masterplan.activity.updated.v1',
  scheduleSaved: 'masterplan.schedule.saved.v1',
  calendarChanged: 'masterplan.calendar.changed.v1',
  baselineSaved: 'masterplan.baseline.saved.v1',
  modificationRequested: 'masterplan.modification.requested.v1',
  modificationResolved: 'masterplan.modification.resolved.v1',
  progressUpdated: 'masterplan.progress.updated.v1',
  /** The activity rows a save, an import or the seed wrote, for read models (ActivityRowsChangedEvent). */
  activityRowsChanged: 'masterplan.activity-rows.changed.v1',
  /** The dates of the baseline a save or an activation made active, chunked (BaselineActivatedEvent). */
  baselineActivated: 'masterplan.baseline.activated.v1',
} as const;
