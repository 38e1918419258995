import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readP6Xml } from './p6-xml-reader';
import { ReadWarnings } from './read-warnings';

const WORK_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  .map((day) => {
    const hours = day === 'Sunday' || day === 'Saturday' ? '' : '<WorkTime><Start>08:00:00</Start><Finish>16:59:00</Finish></WorkTime>';
    return `<StandardWorkHours><DayOfWeek>${day}</DayOfWeek>${hours}</StandardWorkHours>`;
  })
  .join('');

const CALENDAR = `<Calendar><ObjectId>1</ObjectId><Name>Standard</Name><IsDefault>1</IsDefault><StandardWorkWeek>${WORK_WEEK}</StandardWorkWeek></Calendar>`;

function activity(objectId: string, id: string, extra = ''): string {
  return `<Activity><ObjectId>${objectId}</ObjectId><Id>${id}</Id><Name>${id}</Name><PlannedDuration>8</PlannedDuration>${extra}</Activity>`;
}

function relationship(predecessor: string, successor: string, extra = ''): string {
  return `<Relationship><PredecessorActivityObjectId>${predecessor}</PredecessorActivityObjectId><SuccessorActivityObjectId>${successor}</SuccessorActivityObjectId>${extra}</Relationship>`;
}

function project(objectId: string, id: string, body: string, extra = ''): string {
  return `<Project><ObjectId>${objectId}</ObjectId><Id>${id}</Id><PlannedStartDate>2024-01-08T08:00:00</PlannedStartDate><ActivityDefaultCalendarObjectId>1</ActivityDefaultCalendarObjectId>${extra}${body}</Project>`;
}

function file(body: string, calendars = CALENDAR): string {
  return `<?xml version="1.0" encoding="UTF-8"?><APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V19.12/API/BusinessObjects">${calendars}${body}</APIBusinessObjects>`;
}

function read(text: string): { model: ReturnType<typeof readP6Xml>; warnings: ReturnType<ReadWarnings['list']> } {
  const warnings = new ReadWarnings();
  const model = readP6Xml(text, warnings);
  return { model, warnings: warnings.list() };
}

describe('readP6Xml leniency', () => {
  it('reads the exported project, not an external-project stub written before it, and counts the cross-project links', () => {
    const stub = project('2', 'EXT', activity('900', 'X10'), '<ExportFlag>0</ExportFlag>');
    const main = project('1', 'MAIN', activity('100', 'A10') + activity('101', 'A20') + relationship('100', '101') + relationship('900', '100') + relationship('101', '900'));
    const { model, warnings } = read(file(stub + main));
    assert.deepEqual(model.activities.map((a) => a.id), ['A10', 'A20']);
    assert.equal(model.links.length, 1);
    assert.deepEqual(warnings.map((w) => [w.code, w.count]), [['link-other-project', 2]]);
  });

  it('takes a stub without activities as no candidate even without an ExportFlag', () => {
    const stub = project('2', 'EXT', '');
    const { model } = read(file(stub + project('1', 'MAIN', activity('100', 'A10'))));
    assert.deepEqual(model.activities.map((a) => a.id), ['A10']);
  });

  it('groups relationships to activities that are in no project of the file', () => {
    const links = [1, 2, 3, 4].map((n) => relationship(`${5000 + n}`, '100')).join('');
    const { model, warnings } = read(file(project('1', 'MAIN', activity('100', 'A10') + links)));
    assert.equal(model.links.length, 0);
    assert.deepEqual(warnings.map((w) => w.message), ['4 relationships to activities outside the file were skipped']);
  });

  it('bases a calendar whose base was not exported on the project calendar', () => {
    const crew = '<Calendar><ObjectId>5</ObjectId><Name>Crew</Name><BaseCalendarObjectId>99</BaseCalendarObjectId></Calendar>';
    const { model, warnings } = read(file(project('1', 'MAIN', activity('100', 'A10', '<CalendarObjectId>5</CalendarObjectId>')), CALENDAR + crew));
    assert.equal(model.calendars.find((c) => c.id === '5')?.baseCalendarId, '1');
    assert.equal(model.activities[0]?.calendarId, '5');
    assert.equal(warnings[0]?.code, 'calendar-base-missing');
  });

  it('falls back to the default calendar, or a standard week when the file has none', () => {
    const missing = read(file(project('1', 'MAIN', activity('100', 'A10')).replace('<ActivityDefaultCalendarObjectId>1<', '<ActivityDefaultCalendarObjectId>8<')));
    assert.equal(missing.model.options.defaultCalendarId, '1');
    assert.equal(missing.warnings[0]?.code, 'project-calendar-missing');
    const none = read(file(project('1', 'MAIN', activity('100', 'A10')), ''));
    assert.deepEqual(none.model.calendars[0]?.week.map((d) => d?.working), [false, true, true, true, true, true, false]);
  });

  it('ignores an unknown constraint and skips a relationship of an unknown type', () => {
    const body = activity('100', 'A10', '<PrimaryConstraintType>Whenever</PrimaryConstraintType>') + activity('101', 'A20') + relationship('100', '101', '<Type>Sideways</Type>');
    const { model, warnings } = read(file(project('1', 'MAIN', body)));
    assert.equal(model.activities[0]?.constraint, undefined);
    assert.deepEqual(warnings.map((w) => w.code), ['constraint-unknown', 'link-type-unknown']);
  });
});
