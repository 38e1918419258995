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
  /** The asking user's Gantt views of a schedule: their default and named ones, and everyone's public ones. */
  listViews: 'masterplan.views.list',
  saveDefaultView: 'masterplan.views.save-default',
  createView: 'masterplan.views.create',
  updateView: 'masterplan.views.update',
  deleteView: 'masterplan.views.delete',
  health: 'masterplan.health.ping',
} as const;

export const masterplanEvents = {
  activityUpdated: 'masterplan.activity.updated.v1',
  scheduleSaved: 'masterplan.schedule.saved.v1',
} as const;
