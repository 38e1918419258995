export const taktRequests = {
  overview: 'takt.overview.get',
  /** Structures, locations and production units (spec part 3, 2.6 units page). */
  listStructures: 'takt.structures.list',
  createStructure: 'takt.structures.create',
  renameStructure: 'takt.structures.rename',
  duplicateStructure: 'takt.structures.duplicate',
  deleteStructure: 'takt.structures.delete',
  reorderStructures: 'takt.structures.reorder',
  createLocation: 'takt.locations.create',
  massCreateLocations: 'takt.locations.mass-create',
  renameLocation: 'takt.locations.rename',
  duplicateLocation: 'takt.locations.duplicate',
  deleteLocation: 'takt.locations.delete',
  reorderLocations: 'takt.locations.reorder',
  createUnit: 'takt.units.create',
  massCreateUnits: 'takt.units.mass-create',
  renameUnit: 'takt.units.rename',
  duplicateUnit: 'takt.units.duplicate',
  deleteUnit: 'takt.units.delete',
  reorderUnits: 'takt.units.reorder',
  /** The assign screen (spec part 3, 2.6): activities related to production units, each pair a lookahead takt task. */
  assignView: 'takt.assign.view',
  assign: 'takt.assign.assign',
  unassign: 'takt.assign.unassign',
  getSettings: 'takt.settings.get',
  updateSettings: 'takt.settings.update',
  health: 'takt.health.ping',
  /** The takt plan of a structure: the train, its flowline and grid; saving writes the takt tasks' dates. */
  planView: 'takt.plan.view',
  savePlan: 'takt.plan.save',

  /** Takt analytics of a structure (issue 13, item 4): the progress matrix and takt velocity. */
  analytics: 'takt.analytics.get',
} as const;

export const taktEvents = {} as const;
