import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFixture } from '../cli/schedule-fixtures';
import { readP6Xml } from './p6-xml-reader';
import { ReadWarnings } from './read-warnings';
import { readScheduleFile } from './schedule-file-reader';
import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';

const at = (text: string): number => {
  const value = parseWallClock(text);
  assert.ok(value !== undefined, text);
  return value;
};

describe('readP6Xml on P6 exports', () => {
  it('reads the project options, the calendar and a WBS with its activity', () => {
    const model = readP6Xml(readFixture('p6/PredecessorCalendar.xml'));
    assert.equal(model.source, 'p6xml');
    assert.equal(model.name, 'Test Project');
    assert.deepEqual(
      model.activities.map((a) => [a.id, a.kind, a.parentId]),
      [
        ['WBS-36331', 'summary', undefined],
        ['A1000', 'task', 'WBS-36331'],
      ],
    );
    assert.equal(model.options.projectStart, at('2020-09-01T00:00'));
    assert.equal(model.options.statusDate, at('2021-05-17T22:00'));
    assert.equal(model.options.defaultCalendarId, '12002');
    assert.deepEqual(model.options.critical, { kind: 'longest-path' });
    assert.equal(model.options.totalFloatMode, 'smallest');
    assert.equal(model.options.lagCalendar, 'predecessor');
    // Work times end on their last minute: 07:00-11:59 is the morning until noon.
    assert.deepEqual(model.calendars[0]?.week[1]?.shifts, [
      { from: 420, to: 720 },
      { from: 750, to: 930 },
    ]);
    assert.deepEqual(model.calendars[0]?.week[6], { working: false, shifts: [] });
    const activity = model.activities[1];
    assert.equal(activity?.duration, 360 * 60);
    assert.deepEqual(activity?.progress, {
      actualStart: at('2021-02-05T08:00'),
      actualFinish: at('2021-04-19T15:30'),
      percentComplete: 100,
      remainingDuration: 0,
    });
    assert.equal(activity?.stored?.lateStart, at('2021-05-18T07:00'));
  });

  it('reads the lag calendar option of each export', () => {
    assert.equal(readP6Xml(readFixture('p6/SuccessorCalendar.xml')).options.lagCalendar, 'successor');
    assert.equal(readP6Xml(readFixture('p6/ProjectDefaultCalendar.xml')).options.lagCalendar, 'project-default');
    assert.equal(readP6Xml(readFixture('p6/TwentyFourHourCalendar.xml')).options.lagCalendar, '24h');
  });

  it('reads progress fractions and holidays of the 8.4 export', () => {
    const model = readP6Xml(readFixture('p6/percent-complete-8.4.pmxml'));
    assert.equal(model.activities.length, 12);
    assert.equal(model.calendars[0]?.exceptions.length, 24);
    assert.deepEqual(model.calendars[0]?.exceptions[0], { fromDate: '2010-01-01', toDate: '2010-01-01', working: false, shifts: [] });
    assert.deepEqual(model.calendars[0]?.week[1]?.shifts, [{ from: 480, to: 960 }]);
    const byName = (name: string) => model.activities.find((a) => a.name === name);
    assert.equal(byName('Physical 25%')?.progress?.percentComplete, 25);
    assert.equal(byName('Duration 75%')?.progress?.remainingDuration, 200 * 60);
    assert.equal(byName('Duration 0%')?.stored?.earlyFinish, at('2015-07-13T16:00'));
  });
});

describe('readP6Xml on broken and loose files', () => {
  const text = readFixture('p6/PredecessorCalendar.xml');

  it('refuses a truncated file', () => {
    assert.throws(() => readP6Xml(text.slice(0, 3000)), (error: unknown) => {
      assert.ok(error instanceof ScheduleFileError);
      assert.match(error.message, /inside <APIBusinessObjects\//);
      return true;
    });
  });

  it('schedules an activity on an unknown calendar on the project calendar', () => {
    const broken = text.replace('<CalendarObjectId>12002</CalendarObjectId>', '<CalendarObjectId>4</CalendarObjectId>');
    const warnings = new ReadWarnings();
    assert.equal(readP6Xml(broken, warnings).activities[1]?.calendarId, undefined);
    assert.deepEqual(warnings.list().map((w) => w.examples), [['A1000 (calendar 4)']]);
  });

  it('skips a relationship to an activity that is not in the file', () => {
    const relationship =
      '<Relationship><ObjectId>9</ObjectId><PredecessorActivityObjectId>777</PredecessorActivityObjectId>' +
      '<SuccessorActivityObjectId>140001</SuccessorActivityObjectId><Type>Finish to Start</Type><Lag>8</Lag></Relationship>';
    const broken = text.replace('</Project>\n</APIBusinessObjects>', `${relationship}</Project>\n</APIBusinessObjects>`);
    assert.notEqual(broken, text);
    const warnings = new ReadWarnings();
    assert.deepEqual(readP6Xml(broken, warnings).links, []);
    assert.deepEqual(warnings.list().map((w) => w.message), ['1 relationship to activities outside the file was skipped']);
  });

  it('reads a relationship with its lag in hours', () => {
    const second = readFixture('p6/PredecessorCalendar.xml').match(/<Activity>[\s\S]*<\/Activity>/)?.[0] ?? '';
    const copy = second.replace('<ObjectId>140001</ObjectId>', '<ObjectId>140002</ObjectId>').replace('<Id>A1000</Id>', '<Id>A1010</Id>');
    const relationship =
      '<Relationship><ObjectId>9</ObjectId><PredecessorActivityObjectId>140001</PredecessorActivityObjectId>' +
      '<SuccessorActivityObjectId>140002</SuccessorActivityObjectId><Type>Start to Finish</Type><Lag>8</Lag></Relationship>';
    const model = readP6Xml(text.replace('</Project>\n</APIBusinessObjects>', `${copy}${relationship}</Project>\n</APIBusinessObjects>`));
    assert.deepEqual(model.links, [{ id: '9', predecessorId: 'A1000', successorId: 'A1010', type: 'SF', lag: { value: 480, unit: 'working-minutes' } }]);
  });
});

describe('readScheduleFile', () => {
  it('picks the reader by content', () => {
    assert.equal(readScheduleFile('a.bin', readFixture('p6/PredecessorCalendar.xml')).source, 'p6xml');
    assert.equal(readScheduleFile('a.bin', readFixture('p6/PredecessorCalendar.xer')).source, 'xer');
    assert.equal(readScheduleFile('a.xer', readFixture('mspdi/caltest.xml')).source, 'mspdi');
  });

  it('refuses other content naming the file', () => {
    assert.throws(() => readScheduleFile('notes.txt', 'hello'), /notes.txt is not a schedule file/);
    assert.throws(() => readScheduleFile('other.xml', '<?xml version="1.0"?><html></html>'), ScheduleFileError);
  });
});
