import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
import { demoDate, writtenOrMoved } from './demo-week';
import { HARBOR_VIEW_TOWER } from './demo-schedules';

export interface DemoShift {
  /** HH:mm */
  start: string;
  end: string;
}

export interface DemoCalendarException {
  name: string;
  /** YYYY-MM-DD, inclusive */
  fromDate: string;
  toDate: string;
  /** DAILY: every day from fromDate to toDate; YEARLY: fromDate's day each year until toDate. */
  every: 'DAILY' | 'YEARLY';
  working: boolean;
  shifts: DemoShift[];
  /** `holidays:US` for a public holiday as the holiday library gives it, `manual` for a site's own. */
  source: string;
}

export interface DemoCalendar {
  id: string;
  companyId: string;
  scheduleId: string;
  name: string;
  isDefault: boolean;
  /** Seven 1/0 flags, Sunday first. */
  workingDays: number[];
  shifts: DemoShift[];
  exceptions: DemoCalendarException[];
}

/**
 * A US public holiday, as importing the country's holidays would add it. A demo moved to another week keeps its
 * non-working days where the plan was written around them, as the site's own: the holiday's name would not hold there.
 */
function holiday(name: string, date: string, every: 'DAILY' | 'YEARLY' = 'DAILY', until = date): DemoCalendarException {
  return { name: writtenOrMoved(name, 'Site holiday'), fromDate: demoDate(date), toDate: demoDate(until), every, working: false, shifts: [], source: writtenOrMoved('holidays:US', 'manual') };
}

function siteClosure(name: string, movedName: string, fromDate: string, toDate: string): DemoCalendarException {
  return { name: writtenOrMoved(name, movedName), fromDate: demoDate(fromDate), toDate: demoDate(toDate), every: 'DAILY', working: false, shifts: [], source: 'manual' };
}

export const DEMO_CALENDAR: DemoCalendar = {
  id: demoId('calendar', 1),
  companyId: DEMO_COMPANY.id,
  scheduleId: HARBOR_VIEW_TOWER.id,
  name: 'Standard 5-day, 8 h',
  isDefault: true,
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  exceptions: [
    holiday("New Year's Day", '2026-01-01', 'YEARLY', '2030-12-31'),
    holiday('Memorial Day', '2026-05-25'),
    holiday('Juneteenth', '2026-06-19'),
    holiday('Independence Day (substitute day)', '2026-07-03'),
    holiday('Labor Day', '2026-09-07'),
    holiday('Veterans Day', '2026-11-11'),
    siteClosure('Thanksgiving', 'Site holiday', '2026-11-26', '2026-11-27'),
    siteClosure('Winter shutdown', 'Site shutdown', '2026-12-24', '2027-01-01'),
    holiday('Martin Luther King Jr. Day', '2027-01-18'),
    holiday("Washington's Birthday", '2027-02-15'),
    holiday('Memorial Day', '2027-05-31'),
  ],
};

export const WORKDAY_MINUTES = 8 * 60;
