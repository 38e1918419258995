import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readMspdi } from './mspdi-reader';
import { readingLeniently, ReadWarnings } from './read-warnings';

const WEEK = [1, 2, 3, 4, 5, 6, 7]
  .map((day) => `<WeekDay><DayType>${day}</DayType><DayWorking>${day === 1 || day === 7 ? 0 : 1}</DayWorking></WeekDay>`)
  .join('');

function calendar(uid: string, name: string, extra: string): string {
  return `<Calendar><UID>${uid}</UID><Name>${name}</Name>${extra}</Calendar>`;
}

function task(uid: string, extra = ''): string {
  return `<Task><UID>${uid}</UID><Name>Task ${uid}</Name><OutlineLevel>1</OutlineLevel><Duration>PT8H0M0S</Duration>${extra}</Task>`;
}

function project(calendars: string, tasks: string, header = '<StartDate>2024-01-08T08:00:00</StartDate><CalendarUID>1</CalendarUID>'): string {
  return `<?xml version="1.0"?><Project xmlns="http://schemas.microsoft.com/project">${header}<Calendars>${calendars}</Calendars><Tasks>${tasks}</Tasks></Project>`;
}

const STANDARD = calendar('1', 'Standard', `<IsBaseCalendar>1</IsBaseCalendar><BaseCalendarUID>0</BaseCalendarUID><WeekDays>${WEEK}</WeekDays>`);

function read(text: string): { model: ReturnType<typeof readMspdi>; warnings: ReturnType<ReadWarnings['list']> } {
  const warnings = new ReadWarnings();
  const model = readMspdi(text, warnings);
  return { model, warnings: warnings.list() };
}

describe('readMspdi leniency', () => {
  it('takes BaseCalendarUID 0 on a base calendar (Project 2013 and later) as no base, silently', () => {
    const { model, warnings } = read(project(STANDARD, task('1')));
    assert.equal(model.calendars[0]?.baseCalendarId, undefined);
    assert.equal(model.calendars[0]?.week[1]?.working, true);
    assert.deepEqual(warnings, []);
  });

  it('bases a resource calendar whose base is missing on the project calendar', () => {
    const resource = calendar('4', 'Budget', '<IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>-65533</BaseCalendarUID>');
    const { model, warnings } = read(project(STANDARD + resource, task('1')));
    assert.equal(model.calendars.find((c) => c.id === '4')?.baseCalendarId, '1');
    assert.deepEqual(warnings.map((w) => [w.code, w.count, w.examples]), [['calendar-base-missing', 1, ['Budget (base -65533)']]]);
  });

  it('gives a project calendar based on a missing calendar the standard week', () => {
    const orphan = calendar('1', 'Orphan', '<IsBaseCalendar>0</IsBaseCalendar><BaseCalendarUID>9</BaseCalendarUID>');
    const { model } = read(project(orphan, task('1')));
    assert.equal(model.calendars[0]?.baseCalendarId, undefined);
    assert.deepEqual(model.calendars[0]?.week.map((d) => d?.working), [false, true, true, true, true, true, false]);
  });

  it('breaks a loop of base calendars', () => {
    const a = calendar('2', 'A', '<BaseCalendarUID>3</BaseCalendarUID>');
    const b = calendar('3', 'B', '<BaseCalendarUID>2</BaseCalendarUID>');
    const { model, warnings } = read(project(STANDARD + a + b, task('1')));
    assert.equal(model.calendars.find((c) => c.id === '2')?.baseCalendarId, '1');
    assert.equal(warnings[0]?.code, 'calendar-base-missing');
  });

  it('uses the first base calendar when the project calendar is missing, and a Standard one when there is none', () => {
    const missing = read(project(STANDARD, task('1'), '<StartDate>2024-01-08T08:00:00</StartDate><CalendarUID>5</CalendarUID>'));
    assert.equal(missing.model.options.defaultCalendarId, '1');
    assert.equal(missing.warnings[0]?.code, 'project-calendar-missing');
    const none = read(project('', task('1')));
    assert.equal(none.model.calendars.length, 1);
    assert.equal(none.model.options.defaultCalendarId, none.model.calendars[0]?.id);
  });

  it('groups links to tasks outside the file and into other projects, with counts', () => {
    const links = ['7', '8', '9'].map((uid) => `<PredecessorLink><PredecessorUID>${uid}</PredecessorUID><Type>1</Type></PredecessorLink>`).join('');
    const cross = '<PredecessorLink><PredecessorUID>1</PredecessorUID><CrossProject>1</CrossProject></PredecessorLink>';
    const { model, warnings } = read(project(STANDARD, task('1') + task('2', links + cross)));
    assert.equal(model.links.length, 0);
    assert.deepEqual(
      warnings.map((w) => w.message),
      ['3 links to tasks outside the file were skipped', '1 link into other projects was skipped'],
    );
    assert.deepEqual(warnings[0]?.examples, ['7 -> 2', '8 -> 2', '9 -> 2']);
  });

  it('skips a link of an unknown type, a second task with the same UID and a constraint without its date', () => {
    const link = '<PredecessorLink><PredecessorUID>1</PredecessorUID><Type>9</Type></PredecessorLink>';
    const { model, warnings } = read(project(STANDARD, task('1') + task('2', link + '<ConstraintType>4</ConstraintType>') + task('1')));
    assert.equal(model.activities.length, 2);
    assert.equal(model.activities[1]?.constraint, undefined);
    assert.deepEqual(warnings.map((w) => w.code).sort(), ['constraint-without-date', 'link-type-unknown', 'task-without-uid']);
  });

  it('starts a project without StartDate at its earliest task start', () => {
    const { model, warnings } = read(project(STANDARD, task('1', '<Start>2024-02-05T08:00:00</Start>'), '<CalendarUID>1</CalendarUID>'));
    assert.equal(model.options.projectStart, Date.UTC(2024, 1, 5, 8) / 60000);
    assert.equal(warnings[0]?.code, 'project-start-missing');
  });

  it('runs a task with an elapsed duration round the clock', () => {
    const { model } = read(project(STANDARD, task('1', '<DurationFormat>8</DurationFormat>') + task('2')));
    const elapsed = model.calendars.find((c) => c.id === model.activities[0]?.calendarId);
    assert.deepEqual(elapsed?.week.map((d) => d?.shifts), Array.from({ length: 7 }, () => [{ from: 0, to: 1440 }]));
    assert.equal(model.activities[1]?.calendarId, undefined);
  });

  it('reads a garbled date, a placeholder year and a working time without its start as missing, with warnings, instead of refusing the file', () => {
    const odd = calendar('2', 'Odd', `<BaseCalendarUID>1</BaseCalendarUID><WeekDays><WeekDay><DayType>2</DayType><DayWorking>1</DayWorking><WorkingTimes><WorkingTime><ToTime>12:00:00</ToTime></WorkingTime></WorkingTimes></WeekDay><WeekDay><DayType>12</DayType></WeekDay></WeekDays>`);
    const text = project(STANDARD + odd, task('1', '<ConstraintType>4</ConstraintType><ConstraintDate>31/02/2027</ConstraintDate><Deadline>9999-12-31T23:59:00</Deadline>') + task('2'));
    assert.throws(() => read(text), /unreadable working time/, 'read strictly, the first bad value refuses the file');
    const warnings = new ReadWarnings();
    const model = readingLeniently(warnings, () => readMspdi(text, warnings));
    assert.equal(model.activities.length, 2);
    const codes = warnings.list().map((w) => [w.code, w.count]);
    assert.deepEqual(codes.filter(([code]) => ['unreadable-value', 'unreadable-working-time', 'weekday-unknown'].includes(code as string)).sort(), [
      ['unreadable-value', 2],
      ['unreadable-working-time', 1],
      ['weekday-unknown', 1],
    ]);
  });
});
