import type { CreateCalendarRequest } from '@tenon/contracts/types';

/** What the calendar form edits and sends. */
export type CalendarFields = Pick<CreateCalendarRequest, 'name' | 'isDefault' | 'workingDays' | 'shifts' | 'exceptions'>;
