import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFixture } from '../cli/schedule-fixtures';
import { readMspdi } from './mspdi-reader';
import { ReadWarnings } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';

const at = (text: string): number => {
  const value = parseWallClock(text);
  assert.ok(value !== undefined, text);
  return value;
};

describe('readMspdi on MS Project files', () => {
  it('reads the task links file of Project 2010: settings, tasks, all link types and stored values', () => {
    const model = readMspdi(readFixture('mspdi/task-links-project2010.xml'));
    assert.equal(model.source, 'mspdi');
    assert.equal(model.activities.length, 16, 'the project summary task (UID 0) is left out');
    assert.equal(model.links.length, 8);
    assert.equal(model.calendars.length, 1);
    assert.equal(model.options.projectStart, at('2014-10-17T08:00'));
    assert.equal(model.options.defaultCalendarId, '1');
    assert.equal(model.options.hoursPerDay, 8);
    assert.equal(model.options.hoursPerWeek, 40);
    assert.deepEqual(model.options.critical, { kind: 'float', threshold: 0 });

    const byPair = (from: string, to: string) => model.links.find((l) => l.predecessorId === from && l.successorId === to);
    assert.deepEqual(byPair('3', '4')?.lag, { value: 480, unit: 'working-minutes' }, '4800 tenths of a minute = 1 day');
    assert.deepEqual(byPair('7', '8')?.lag, { value: 2400, unit: 'working-minutes' }, 'a one-week lag');
    assert.equal(byPair('1', '2')?.type, 'FS');
    assert.equal(byPair('11', '12')?.type, 'SF');
    assert.equal(byPair('13', '14')?.type, 'SS');
    assert.equal(byPair('15', '16')?.type, 'FF');

    const task2 = model.activities.find((a) => a.id === '2');
    assert.equal(task2?.kind, 'task');
    assert.equal(task2?.duration, 480);
    assert.deepEqual(task2?.constraint, { type: 'snet', date: at('2014-10-20T08:00') });
    const task1 = model.activities.find((a) => a.id === '1');
    assert.equal(task1?.stored?.earlyStart, at('2014-10-17T08:00'));
    assert.equal(task1?.stored?.lateStart, at('2014-10-31T08:00'));
    assert.equal(task1?.stored?.totalFloat, 4800, 'TotalSlack 48000 tenths = 10 days');
    assert.equal(task1?.stored?.freeFloat, 0);
    assert.equal(task1?.stored?.critical, false);
    assert.equal(model.activities.find((a) => a.id === '10')?.stored?.critical, true);

    const week = model.calendars[0]?.week;
    assert.deepEqual(week?.[0], { working: false, shifts: [] });
    assert.deepEqual(week?.[1], { working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] });
  });

  it('reads summaries, a lead, a night shift, recurring tasks and resource calendars', () => {
    const model = readMspdi(readFixture('mspdi/sample-summaries-calendars.xml'));
    assert.equal(model.activities.length, 19);
    assert.equal(model.links.length, 6);
    assert.deepEqual(
      model.activities.filter((a) => a.kind === 'summary').map((a) => a.id),
      ['1', '6', '19'],
    );
    assert.equal(model.activities.find((a) => a.id === '2')?.parentId, '1');
    assert.equal(model.activities.find((a) => a.id === '8')?.parentId, '6');
    assert.equal(model.activities.find((a) => a.id === '21')?.parentId, '19');
    assert.deepEqual(model.activities.filter((a) => a.recurring).map((a) => a.id), ['6', '7', '8']);
    assert.equal(model.activities.find((a) => a.id === '3')?.kind, 'milestone');
    assert.deepEqual(model.links.find((l) => l.successorId === '14')?.lag, { value: -480, unit: 'working-minutes' });
    assert.equal(model.links.find((l) => l.successorId === '21')?.type, 'SF');

    const night = model.calendars.find((c) => c.name === 'Night Shift');
    assert.deepEqual(night?.week[1]?.shifts, [{ from: 1380, to: 1440 }], 'ToTime 00:00 ends the shift at midnight');
    assert.deepEqual(night?.week[2]?.shifts, [
      { from: 0, to: 180 },
      { from: 240, to: 480 },
      { from: 1380, to: 1440 },
    ]);
    const firstResource = model.calendars.find((c) => c.name === 'First Resource');
    assert.equal(firstResource?.baseCalendarId, '1');
    assert.deepEqual(firstResource?.week, [null, null, null, null, null, null, null], 'a derived calendar inherits every day');

    // Second Task is worked by two resources on different calendars: MS Project works it when either works.
    const second = model.activities.find((a) => a.id === '2');
    const combined = model.calendars.find((c) => c.id === second?.calendarId);
    assert.deepEqual(combined?.combine, { mode: 'union', calendarIds: ['3', '4'] });
    assert.equal(second?.duration, 800 * 60);
  });

  it('reads pre-2007 exceptions kept as weekdays of type 0', () => {
    const model = readMspdi(readFixture('mspdi/caltest.xml'));
    assert.equal(model.calendars.length, 5);
    assert.equal(model.activities.length, 3);
    const resourceThree = model.calendars.find((c) => c.id === '6');
    assert.equal(resourceThree?.baseCalendarId, '3');
    assert.deepEqual(resourceThree?.exceptions, [
      { fromDate: '2005-11-01', toDate: '2005-11-04', working: false, shifts: [] },
      { fromDate: '2005-11-21', toDate: '2005-11-25', working: false, shifts: [] },
    ]);
    assert.equal(model.activities.find((a) => a.id === '4')?.calendarId, '3');
  });

  it('reads every recurrence type of the Project 2016 exceptions, not their type-0 copies', () => {
    const model = readMspdi(readFixture('mspdi/calendar-recurring-exceptions-project2016.xml'));
    const exceptions = model.calendars[0]?.exceptions ?? [];
    assert.equal(exceptions.length, 27);
    const named = (name: string) => exceptions.find((e) => e.name === name);
    assert.deepEqual(named('Daily 1'), { name: 'Daily 1', fromDate: '2000-01-01', toDate: '2000-01-03', working: false, shifts: [] });
    assert.deepEqual(named('Daily 2')?.recurrence, { kind: 'daily', every: 3 });
    assert.equal(named('Daily 2')?.occurrences, 4);
    assert.deepEqual(named('Weekly 2 Tuesday')?.recurrence, { kind: 'weekly', every: 2, daysOfWeek: [2] });
    assert.deepEqual(named('Weekly 7 Sunday')?.recurrence, { kind: 'weekly', every: 7, daysOfWeek: [0] });
    assert.deepEqual(named('Monthly Relative 1')?.recurrence, { kind: 'monthlyByPosition', every: 2, position: 1, dayOfWeek: 1 });
    assert.deepEqual(named('Monthly Relative 5')?.recurrence, { kind: 'monthlyByPosition', every: 6, position: 5, dayOfWeek: 5 });
    assert.deepEqual(named('Monthly Absolute 2')?.recurrence, { kind: 'monthlyByDay', every: 5, day: 4 });
    // First Tuesday of March: the last occurrence is 2007-03-06, the period's end.
    assert.deepEqual(named('Yearly Relative 1')?.recurrence, { kind: 'yearlyByPosition', month: 3, position: 1, dayOfWeek: 2 });
    assert.deepEqual(named('Yearly Absolute 1')?.recurrence, { kind: 'yearlyByDay', month: 2, day: 1 });
    const working = named('Recurring Working');
    assert.equal(working?.working, true);
    assert.deepEqual(working?.shifts, [{ from: 540, to: 780 }, { from: 840, to: 1020 }]);
  });
});

describe('readMspdi on broken files', () => {
  const text = readFixture('mspdi/task-links-project2010.xml');

  it('refuses a truncated file and names the open element', () => {
    const cut = text.slice(0, Math.floor(text.length / 2));
    assert.throws(() => readMspdi(cut), (error: unknown) => {
      assert.ok(error instanceof ScheduleFileError);
      assert.match(error.message, /<Project\/Tasks\/Task/);
      return true;
    });
  });

  it('skips a link to a task that is not in the file and says so', () => {
    const broken = text.replace('<PredecessorUID>1</PredecessorUID>', '<PredecessorUID>999</PredecessorUID>');
    const warnings = new ReadWarnings();
    const model = readMspdi(broken, warnings);
    assert.equal(model.links.length, readMspdi(text).links.length - 1);
    assert.deepEqual(warnings.list().map((w) => [w.code, w.count, w.examples]), [['link-outside-file', 1, ['999 -> 2']]]);
  });

  it('schedules a task whose calendar is not in the file on the project calendar', () => {
    const broken = text.replace(/(<UID>3<\/UID>[\s\S]*?<CalendarUID>)-1(<\/CalendarUID>)/, '$177$2');
    const warnings = new ReadWarnings();
    const task = readMspdi(broken, warnings).activities.find((a) => a.id === '3');
    assert.equal(task?.calendarId, undefined);
    assert.match(warnings.list()[0]?.message ?? '', /^1 task named a calendar that is not in the file/);
  });

  it('refuses a duration that is not ISO 8601', () => {
    const broken = text.replace('<Duration>PT8H0M0S</Duration>', '<Duration>eight hours</Duration>');
    assert.throws(() => readMspdi(broken), /Duration "eight hours" is not an ISO 8601 duration/);
  });
});
