export const lookaheadRequests = {
  overview: 'lookahead.overview.get',
  /** The plan screen (issue 11, item 1): the window's activities with their tasks, and task writes. */
  tasksWindow: 'lookahead.tasks.window',
  createTask: 'lookahead.tasks.create',
  updateTask: 'lookahead.tasks.update',
  duplicateTask: 'lookahead.tasks.duplicate',
  deleteTask: 'lookahead.tasks.delete',
  /** The resources screen (spec part 3, 2.3): the window's tasks with their materials, machinery and specialities. */
  resourcesWindow: 'lookahead.resources.window',
  /** A schedule's roadblocks (spec part 3, 2.4): listed, created, edited, released, changed and deleted in bulk. */
  listConstraints: 'lookahead.constraints.list',
  createConstraint: 'lookahead.constraints.create',
  updateConstraint: 'lookahead.constraints.update',
  deleteConstraint: 'lookahead.constraints.delete',
  releaseConstraint: 'lookahead.constraints.release',
  massUpdateConstraints: 'lookahead.constraints.mass-update',
  massDeleteConstraints: 'lookahead.constraints.mass-delete',
  /** The schedule's tasks, named, for another module that links to them (weekly CNCs). */
  lookupTasks: 'lookahead.tasks.lookup',
  /** How many lookahead tasks hang from each activity of a schedule: the Gantt's task count (spec part 2, 2.4). */
  taskCounts: 'lookahead.tasks.counts',
  /** The weekly plan's read model (re)built: a schedule's Will/Committed tasks. */
  weekTasks: 'lookahead.tasks.week',
  /** Saved plan views (spec part 3, 3 and 4): the user's default, saved as they work, and named ones, private or public. */
  listPlanViews: 'lookahead.views.list',
  saveDefaultPlanView: 'lookahead.views.save-default',
  createPlanView: 'lookahead.views.create',
  updatePlanView: 'lookahead.views.update',
  deletePlanView: 'lookahead.views.delete',
  /** Takt tasks in bulk for the takt service (issue 13): one per production unit under an activity, and their removal. */
  createTaktTasks: 'lookahead.tasks.takt-create',
  deleteTaktTasks: 'lookahead.tasks.takt-delete',
  /** The schedule's activities from the lookahead's read model (the takt assign screen's list). */
  listActivities: 'lookahead.activities.list',
  health: 'lookahead.health.ping',
  /** The takt plan's dates for an activity's takt tasks, keyed by unit. */
  setTaktTaskDates: 'lookahead.tasks.takt-dates',

  /** The takt tasks of given production units, with their dates and progress (the takt service's analytics). */
  listTaktTasks: 'lookahead.tasks.takt-list',
} as const;

export const lookaheadEvents = {
  taskUpdated: 'lookahead.task.updated.v1',
  constraintChanged: 'lookahead.constraint.changed.v1',
  constraintAssigned: 'lookahead.constraint.assigned.v1',
  constraintOverdue: 'lookahead.constraint.overdue.v1',
} as const;
