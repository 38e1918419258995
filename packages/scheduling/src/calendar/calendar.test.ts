import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarDef, CalendarException, Shift, WeekDayHours } from '../model';
import { isoFromMinutes, minutesFromIso } from './civil-date';
import { compileCalendars, twentyFourHourCalendar } from './calendar-compiler';
import type { WorkingCalendar } from './working-calendar';

const t = minutesFromIso;
const iso = isoFromMinutes;
const office: Shift[] = [
  { from: 8 * 60, to: 12 * 60 },
  { from: 13 * 60, to: 17 * 60 },
];

function week(shifts: Shift[], workingDays = [1, 2, 3, 4, 5]): WeekDayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => ({ working: workingDays.includes(d), shifts: workingDays.includes(d) ? shifts : [] }));
}

function calendarOf(def: Partial<CalendarDef> & { week: WeekDayHours[] }, others: CalendarDef[] = []): WorkingCalendar {
  const full: CalendarDef = { id: 'c', name: 'test', exceptions: [], ...def };
  return compileCalendars([full, ...others]).get(full.id)!;
}

const standard = () => calendarOf({ week: week(office) });

describe('working calendar arithmetic, office day with a lunch break', () => {
  // 2024-03-04 is a Monday.
  it('adds a day from a shift start and ends at the shift end, not the next morning', () => {
    assert.equal(iso(standard().addWorkingMinutes(t('2024-03-04T08:00'), 480)), '2024-03-04T17:00');
  });
  it('skips the lunch break and the weekend', () => {
    const cal = standard();
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T11:00'), 120)), '2024-03-04T14:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-08T16:00'), 120)), '2024-03-11T09:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-08T17:00'), 1)), '2024-03-11T08:01');
  });
  it('counts backwards to the start of a shift', () => {
    const cal = standard();
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-05T08:00'), -480)), '2024-03-04T08:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-11T09:00'), -120)), '2024-03-08T16:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T14:00'), -120)), '2024-03-04T11:00');
  });
  it('snaps to the next and previous working time', () => {
    const cal = standard();
    assert.equal(iso(cal.nextWorkingTime(t('2024-03-08T17:00'))), '2024-03-11T08:00');
    assert.equal(iso(cal.nextWorkingTime(t('2024-03-04T12:00'))), '2024-03-04T13:00');
    assert.equal(iso(cal.nextWorkingTime(t('2024-03-04T09:30'))), '2024-03-04T09:30');
    assert.equal(iso(cal.previousWorkingTime(t('2024-03-11T08:00'))), '2024-03-08T17:00');
    assert.equal(iso(cal.previousWorkingTime(t('2024-03-04T12:30'))), '2024-03-04T12:00');
    assert.equal(iso(cal.previousWorkingTime(t('2024-03-04T17:00'))), '2024-03-04T17:00');
  });
  it('measures signed working minutes between two times', () => {
    const cal = standard();
    assert.equal(cal.workingMinutesBetween(t('2024-03-04T08:00'), t('2024-03-05T17:00')), 960);
    assert.equal(cal.workingMinutesBetween(t('2024-03-05T17:00'), t('2024-03-04T08:00')), -960);
    assert.equal(cal.workingMinutesBetween(t('2024-03-08T17:00'), t('2024-03-11T08:00')), 0);
    assert.equal(cal.isWorking(t('2024-03-04T12:15')), false);
    assert.equal(cal.isWorking(t('2024-03-04T13:15')), true);
  });
  // How fast it jumps is measured by `npm run bench:scheduling`; a timed assertion here fails on a busy machine.
  it('adds and takes back forty years of working time exactly', () => {
    const cal = standard();
    const from = t('2024-03-04T08:00');
    const later = cal.addWorkingMinutes(from, 480 * 5 * 52 * 40);
    assert.equal(cal.workingMinutesBetween(from, later), 480 * 5 * 52 * 40);
    assert.equal(cal.addWorkingMinutes(later, -480 * 5 * 52 * 40), from);
  });
});

describe('night shifts and 24-hour days', () => {
  const night = () => calendarOf({ week: week([{ from: 22 * 60, to: 6 * 60 }]) });
  it('runs a night shift across midnight', () => {
    const cal = night();
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T22:00'), 480)), '2024-03-05T06:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T22:00'), 180)), '2024-03-05T01:00');
    assert.equal(cal.isWorking(t('2024-03-05T03:00')), true);
    assert.equal(cal.isWorking(t('2024-03-05T12:00')), false);
  });
  it('carries Friday night into Saturday morning and resumes on Monday night', () => {
    const cal = night();
    assert.equal(cal.isWorking(t('2024-03-09T05:59')), true);
    assert.equal(cal.isWorking(t('2024-03-10T01:00')), false);
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-08T22:00'), 540)), '2024-03-11T23:00');
    assert.equal(iso(cal.nextWorkingTime(t('2024-03-09T06:00'))), '2024-03-11T22:00');
  });
  it('treats 00:00-00:00 as the whole day', () => {
    const cal = calendarOf({ week: week([{ from: 0, to: 0 }], [0, 1, 2, 3, 4, 5, 6]) });
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T10:00'), 3 * 1440)), '2024-03-07T10:00');
    assert.equal(cal.workingMinutesBetween(t('2024-03-04T00:00'), t('2024-03-11T00:00')), 7 * 1440);
  });
  it('reads a shift ending at midnight written as 23:00-00:00', () => {
    const cal = calendarOf({ week: week([{ from: 23 * 60, to: 0 }]) });
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T23:00'), 60)), '2024-03-05T00:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T23:00'), 61)), '2024-03-05T23:01');
  });
  it('offers a 24-hour calendar', () => {
    const cal = twentyFourHourCalendar();
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-09T10:00'), 1440)), '2024-03-10T10:00');
  });
});

describe('exceptions and recurrences', () => {
  const holiday = (fromDate: string, toDate = fromDate, extra: Partial<CalendarException> = {}): CalendarException => ({
    fromDate,
    toDate,
    working: false,
    shifts: [],
    ...extra,
  });

  it('skips a holiday range', () => {
    const cal = calendarOf({ week: week(office), exceptions: [holiday('2024-03-05', '2024-03-06')] });
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-04T08:00'), 960)), '2024-03-07T17:00');
  });
  it('works an extra Saturday with its own shift', () => {
    const cal = calendarOf({
      week: week(office),
      exceptions: [{ fromDate: '2024-03-09', toDate: '2024-03-09', working: true, shifts: [{ from: 9 * 60, to: 13 * 60 }] }],
    });
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-08T17:00'), 240)), '2024-03-09T13:00');
    assert.equal(iso(cal.addWorkingMinutes(t('2024-03-08T17:00'), 241)), '2024-03-11T08:01');
  });
  it('repeats a yearly holiday', () => {
    const cal = calendarOf({
      week: week(office),
      exceptions: [holiday('2020-12-25', '2030-12-25', { recurrence: { kind: 'yearlyByDay', month: 12, day: 25 } })],
    });
    assert.equal(cal.workingMinutesOnDay(Math.floor(t('2024-12-25T00:00') / 1440)), 0);
    assert.equal(cal.workingMinutesOnDay(Math.floor(t('2024-12-24T00:00') / 1440)), 480);
    assert.equal(cal.workingMinutesOnDay(Math.floor(t('2031-12-25T00:00') / 1440)), 480);
  });
  it('repeats daily for a number of occurrences', () => {
    const cal = calendarOf({
      week: week(office),
      exceptions: [holiday('2024-03-04', '2024-03-04', { recurrence: { kind: 'daily', every: 2 }, occurrences: 3 })],
    });
    const worked = ['03-04', '03-05', '03-06', '03-07', '03-08', '03-11'].map((d) => cal.workingMinutesOnDay(Math.floor(t(`2024-${d}T00:00`) / 1440)));
    assert.deepEqual(worked, [0, 480, 0, 480, 0, 480]);
  });
  it('repeats every other week on chosen weekdays', () => {
    const cal = calendarOf({
      week: week(office),
      exceptions: [holiday('2024-03-01', '2024-04-30', { recurrence: { kind: 'weekly', every: 2, daysOfWeek: [1, 5] } })],
    });
    const off = (d: string) => cal.workingMinutesOnDay(Math.floor(t(`2024-${d}T00:00`) / 1440)) === 0;
    // The series starts in the week of Sunday 2024-02-25: Fri 03-01, then Mon 03-11 and Fri 03-15.
    assert.equal(off('03-01'), true);
    assert.equal(off('03-04'), false);
    assert.equal(off('03-08'), false);
    assert.equal(off('03-11'), true);
    assert.equal(off('03-15'), true);
  });
  it('repeats monthly by day and by position', () => {
    const cal = calendarOf({
      week: week(office),
      exceptions: [
        holiday('2024-01-01', '2024-12-31', { recurrence: { kind: 'monthlyByDay', every: 1, day: 15 } }),
        holiday('2024-01-01', '2024-12-31', { recurrence: { kind: 'monthlyByPosition', every: 1, position: 5, dayOfWeek: 5 } }),
        holiday('2024-01-01', '2024-12-31', { recurrence: { kind: 'yearlyByPosition', month: 11, position: 4, dayOfWeek: 4 } }),
      ],
    });
    const off = (d: string) => cal.workingMinutesOnDay(Math.floor(t(`${d}T00:00`) / 1440)) === 0;
    assert.equal(off('2024-04-15'), true);
    assert.equal(off('2024-03-29'), true); // last Friday of March
    assert.equal(off('2024-03-22'), false);
    assert.equal(off('2024-11-28'), true); // fourth Thursday of November
  });
  it('inherits weekdays and holidays from the base calendar, overridden by its own', () => {
    const base: CalendarDef = { id: 'base', name: 'base', week: week(office), exceptions: [holiday('2024-03-05')] };
    const cal = calendarOf(
      {
        baseCalendarId: 'base',
        week: [null, null, null, null, null, null, { working: true, shifts: [{ from: 8 * 60, to: 12 * 60 }] }],
        exceptions: [holiday('2024-03-07')],
      },
      [base],
    );
    const minutes = ['03-04', '03-05', '03-06', '03-07', '03-09'].map((d) => cal.workingMinutesOnDay(Math.floor(t(`2024-${d}T00:00`) / 1440)));
    assert.deepEqual(minutes, [480, 0, 480, 0, 240]);
  });
  it('rejects a base calendar loop', () => {
    assert.throws(() =>
      compileCalendars([
        { id: 'a', name: 'a', baseCalendarId: 'b', week: [], exceptions: [] },
        { id: 'b', name: 'b', baseCalendarId: 'a', week: [], exceptions: [] },
      ]),
    /its own base/);
  });
  it('combines calendars by union and intersection', () => {
    const day: CalendarDef = { id: 'day', name: 'day', week: week(office), exceptions: [] };
    const night: CalendarDef = { id: 'night', name: 'night', week: week([{ from: 22 * 60, to: 6 * 60 }]), exceptions: [] };
    const late: CalendarDef = { id: 'late', name: 'late', week: week([{ from: 10 * 60, to: 20 * 60 }]), exceptions: [] };
    const all = compileCalendars([
      day,
      night,
      late,
      { id: 'u', name: 'u', week: [], exceptions: [], combine: { mode: 'union', calendarIds: ['day', 'night'] } },
      { id: 'i', name: 'i', week: [], exceptions: [], combine: { mode: 'intersection', calendarIds: ['day', 'late'] } },
    ]);
    const monday = Math.floor(t('2024-03-04T00:00') / 1440);
    assert.equal(all.get('u')!.workingMinutesOnDay(monday + 1), 480 + 480);
    assert.deepEqual(all.get('i')!.dayIntervals(monday), [600, 720, 780, 1020]);
  });
  it('reports a calendar without working time instead of looping', () => {
    const cal = calendarOf({ week: week(office, []) });
    assert.throws(() => cal.nextWorkingTime(t('2024-03-04T08:00')), /no working time/);
  });
});

describe('arithmetic agrees with a minute-by-minute count', () => {
  it('holds for random times on a calendar with night shifts and holidays', () => {
    const cal = calendarOf({
      week: [
        { working: false, shifts: [] },
        { working: true, shifts: [{ from: 6 * 60, to: 10 * 60 }, { from: 22 * 60, to: 2 * 60 }] },
        { working: true, shifts: office },
        { working: true, shifts: [{ from: 0, to: 0 }] },
        { working: true, shifts: office },
        { working: true, shifts: [{ from: 20 * 60, to: 4 * 60 }] },
        { working: true, shifts: [{ from: 9 * 60, to: 11 * 60 }] },
      ],
      exceptions: [{ fromDate: '2024-03-13', toDate: '2024-03-14', working: false, shifts: [] }],
    });
    const origin = t('2024-03-01T00:00');
    const span = 120 * 1440;
    const working = new Uint8Array(span);
    for (let m = 0; m < span; m++) working[m] = cal.isWorking(origin + m) ? 1 : 0;
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 400; trial++) {
      const a = Math.floor(random() * span * 0.4);
      // Mostly short moves, now and then one of several weeks (past the day-by-day scan).
      const n = 1 + Math.floor(random() * (trial % 4 === 0 ? 30000 : 5000));
      let counted = 0;
      let m = a;
      while (counted < n) counted += working[m++]!;
      assert.equal(cal.addWorkingMinutes(origin + a, n), origin + m, `add ${n} from ${iso(origin + a)}`);
      const b = a + Math.floor(random() * span * 0.5);
      let between = 0;
      for (let k = a; k < b; k++) between += working[k]!;
      assert.equal(cal.workingMinutesBetween(origin + a, origin + b), between);
      const back = cal.addWorkingMinutes(origin + m, -n);
      assert.equal(cal.workingMinutesBetween(back, origin + m), n);
      assert.ok(working[back - origin] === 1, 'backward arithmetic lands on working time');
    }
  });
});
