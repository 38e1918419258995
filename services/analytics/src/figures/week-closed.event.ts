/**
 * The part of the weekly plan's `weekly.week.closed.v1` (WeekClosedEvent, published by the weekly plan) analytics
 * reads: the week's tally. Kept narrow so a field added to the close does not touch analytics.
 */
export interface WeekClosedFacts {
  companyId: string;
  projectId: string;
  scheduleId: string;
  weekStart: string;
  committed: number;
  met: number;
}
