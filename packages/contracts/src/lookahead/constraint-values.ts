/** The roadblock value lists, without zod, so the browser can read them from `@tenon/contracts/types`. */

/** Spec part 3, 4; `notcompromises`: nobody has committed to a date, so it cannot be released or reopened by a bulk change. */
export const constraintStatuses = ['draft', 'notreleased', 'released', 'notcompromises', 'expired'] as const;
export type ConstraintStatus = (typeof constraintStatuses)[number];

/** The kinds of roadblock the lookahead clears (issue 11): design, materials, permits, labour... */
export const roadblockTypes = ['design', 'materials', 'equipment', 'labor', 'permits', 'information', 'safety', 'other'] as const;
export type RoadblockType = (typeof roadblockTypes)[number];

export const constraintPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type ConstraintPriority = (typeof constraintPriorities)[number];
