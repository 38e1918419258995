/** A link closes a loop: the activities of the loop in order, the first repeated at the end implied. */
export class CycleError extends Error {
  readonly code = 'SCHEDULE_CYCLE';

  constructor(readonly activityIds: string[]) {
    super(`circular links between activities: ${activityIds.join(' -> ')} -> ${activityIds[0] ?? ''}`);
    this.name = 'CycleError';
  }
}
