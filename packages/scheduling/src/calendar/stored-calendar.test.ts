import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCalendars } from './calendar-compiler';
import { dayFromIsoDate, MINUTES_PER_DAY } from './civil-date';
import { recurrenceWindow, toCalendarDef, toEngineException, type StoredCalendar, type StoredCalendarException } from './stored-calendar';

const window = { fromDate: '2026-01-01', toDate: '2028-12-31' };
const exception = (fields: Partial<StoredCalendarException>): StoredCalendarException => ({ name: 'Off', fromDate: '2027-03-01', toDate: '2027-03-01', every: 'DAILY', working: false, shifts: [], ...fields });
const calendar = (exceptions: StoredCalendarException[], fields: Partial<StoredCalendar> = {}): StoredCalendar => ({
  id: 'c',
  name: 'Site',
  workingDays: [0, 1, 1, 1, 1, 1, 0],
  shifts: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  exceptions,
  ...fields,
});

/** Days between from and to (inclusive) with no working time although their weekday works. */
function daysOff(record: StoredCalendar, from: string, to: string): string[] {
  const compiled = compileCalendars([toCalendarDef(record, window)]).get('c')!;
  const off: string[] = [];
  for (let day = dayFromIsoDate(from); day <= dayFromIsoDate(to); day++) {
    const weekday = new Date(day * 86_400_000).getUTCDay();
    if (record.workingDays[weekday] === 1 && compiled.workingMinutesOnDay(day) === 0) off.push(new Date(day * MINUTES_PER_DAY * 60_000).toISOString().slice(0, 10));
  }
  return off;
}

test('DAILY covers every day of its range', () => {
  assert.deepEqual(daysOff(calendar([exception({ fromDate: '2027-03-02', toDate: '2027-03-04' })]), '2027-03-01', '2027-03-31'), ['2027-03-02', '2027-03-03', '2027-03-04']);
});

test("WEEKLY repeats the first day's weekday until the range ends", () => {
  // Wednesday 3 March 2027, for four weeks.
  const off = daysOff(calendar([exception({ fromDate: '2027-03-03', toDate: '2027-03-28', every: 'WEEKLY' })]), '2027-02-01', '2027-04-30');
  assert.deepEqual(off, ['2027-03-03', '2027-03-10', '2027-03-17', '2027-03-24']);
});

test('MONTHLY repeats the day of the month; a short month takes its last day', () => {
  const off = daysOff(calendar([exception({ fromDate: '2027-01-29', toDate: '2027-05-31', every: 'MONTHLY' })], { workingDays: [1, 1, 1, 1, 1, 1, 1] }), '2027-01-01', '2027-06-30');
  assert.deepEqual(off, ['2027-01-29', '2027-02-28', '2027-03-29', '2027-04-29', '2027-05-29']);
});

test('YEARLY repeats the date each year, and a series "forever" stops at the window a year past the plan', () => {
  const newYear = exception({ name: "New Year's Day", fromDate: '2020-01-01', toDate: '2100-12-31', every: 'YEARLY' });
  const engine = toEngineException(newYear, [], window);
  assert.deepEqual([engine?.fromDate, engine?.toDate], ['2026-01-01', '2028-12-31']);
  const everyDay = calendar([newYear], { workingDays: [1, 1, 1, 1, 1, 1, 1] });
  assert.deepEqual(daysOff(everyDay, '2025-12-01', '2029-02-01'), ['2026-01-01', '2027-01-01', '2028-01-01']);
  assert.equal(toEngineException(exception({ fromDate: '2020-05-01', toDate: '2021-05-01', every: 'YEARLY' }), [], window), null, 'a series over before the window adds nothing');
});

test('a workable exception works its own shifts, or the calendar shifts when it has none', () => {
  const saturday = '2027-03-06';
  const own = compileCalendars([toCalendarDef(calendar([exception({ fromDate: saturday, toDate: saturday, working: true, shifts: [{ start: '07:00', end: '11:00' }] })]), window)]).get('c')!;
  assert.equal(own.workingMinutesOnDay(dayFromIsoDate(saturday)), 240);
  const inherited = compileCalendars([toCalendarDef(calendar([exception({ fromDate: saturday, toDate: saturday, working: true })]), window)]).get('c')!;
  assert.equal(inherited.workingMinutesOnDay(dayFromIsoDate(saturday)), 480);
});

test('a 24-hour calendar works every minute, and its day is 24 hours', () => {
  const def = toCalendarDef(calendar([], { workingDays: [1, 1, 1, 1, 1, 1, 1], shifts: [{ start: '00:00', end: '24:00' }] }), window);
  assert.equal(def.hoursPerDay, 24);
  assert.equal(compileCalendars([def]).get('c')!.workingMinutesOnDay(dayFromIsoDate('2027-03-07')), 1440);
});

test('several shifts a day, one of them through the night into the next morning', () => {
  const def = toCalendarDef(calendar([], { shifts: [{ start: '06:00', end: '14:00' }, { start: '22:00', end: '06:00' }] }), window);
  const compiled = compileCalendars([def]).get('c')!;
  // The night's tail (00:00–06:00) runs into the morning shift: one period to 14:00, then the night from 22:00.
  assert.deepEqual(compiled.dayIntervals(dayFromIsoDate('2027-03-02')), [0, 840, 1320, 1440]);
  assert.equal(def.hoursPerDay, 16);
});

test('the window is one year either side of the plan, or of today for an empty plan', () => {
  assert.deepEqual(recurrenceWindow(['2027-03-01T08:00', '2027-09-30T17:00', '2027-01-15T08:00'], '2026-11-25'), { fromDate: '2026-01-15', toDate: '2028-09-30' });
  assert.deepEqual(recurrenceWindow([], '2026-11-25'), { fromDate: '2025-11-25', toDate: '2027-11-25' });
});
