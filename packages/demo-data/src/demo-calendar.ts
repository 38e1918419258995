import { DEMO_COMPANY } from './demo-company';
import { demoId } from './demo-ids';
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
  working: boolean;
  shifts: DemoShift[];
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

function holiday(name: string, date: string): DemoCalendarException {
  return { name, fromDate: date, toDate: date, working: false, shifts: [] };
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
    holiday('Memorial Day', '2026-05-25'),
    holiday('Independence Day (observed)', '2026-07-03'),
    holiday('Labor Day', '2026-09-07'),
    { name: 'Thanksgiving', fromDate: '2026-11-26', toDate: '2026-11-27', working: false, shifts: [] },
    { name: 'Winter shutdown', fromDate: '2026-12-24', toDate: '2027-01-01', working: false, shifts: [] },
    holiday('Martin Luther King Jr. Day', '2027-01-18'),
    holiday('Presidents Day', '2027-02-15'),
    holiday('Memorial Day', '2027-05-31'),
  ],
};

export const WORKDAY_MINUTES = 8 * 60;
