export const lookaheadRequests = {
  overview: 'lookahead.overview.get',
  /** The plan screen (issue 11, item 1): the window's activities with their tasks, and task writes. */
  tasksWindow: 'lookahead.tasks.window',
  createTask: 'lookahead.tasks.create',
  updateTask: 'lookahead.tasks.update',
  duplicateTask: 'lookahead.tasks.duplicate',
  deleteTask: 'lookahead.tasks.delete',
  health: 'lookahead.health.ping',
} as const;

export const lookaheadEvents = {
  taskUpdated: 'lookahead.task.updated.v1',
} as const;
