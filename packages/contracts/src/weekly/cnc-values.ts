/** The CNC value lists, without zod, so the browser can read them from `@tenon/contracts/types`. */

/** Spec part 3, 4: how far the team is with removing a cause of non-compliance. */
export const cncStatuses = ['unsolved', 'inprocess', 'resolved'] as const;
export type CncStatus = (typeof cncStatuses)[number];

export const cncPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type CncPriority = (typeof cncPriorities)[number];

/**
 * The causes a lean team records first, seeded the first time a project's CNC types are read. The key lets a screen
 * show a seeded name in the reader's language until someone renames it.
 */
export const defaultCncTypes = [
  { key: 'prerequisite_work', name: 'Prerequisite work' },
  { key: 'materials', name: 'Materials' },
  { key: 'labour', name: 'Labour' },
  { key: 'equipment', name: 'Equipment' },
  { key: 'design_information', name: 'Design / information' },
  { key: 'weather', name: 'Weather' },
  { key: 'planning_error', name: 'Planning error' },
  { key: 'client_change', name: 'Client / owner change' },
] as const;
export type DefaultCncTypeKey = (typeof defaultCncTypes)[number]['key'];

/** Spec 8: what the screen says once a CNC is removed. */
export const CNC_REMOVED_MESSAGE = 'succesfully_removed_cnc';
