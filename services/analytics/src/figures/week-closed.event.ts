import type { WeekClosedEvent } from '@tenon/contracts';

/** The part of the weekly plan's `weekly.week.closed.v1` that analytics reads: the week's tally. */
export type WeekClosedFacts = Pick<WeekClosedEvent, 'companyId' | 'projectId' | 'scheduleId' | 'weekStart' | 'committed' | 'met'>;
