import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileCalendars } from '../calendar/calendar-compiler';
import { schedule } from '../engine';
import type { Activity, ScheduleModel } from '../model';
import { readScheduleFile } from '../readers';
import { compareSchedule, type ScheduleComparison, type WorkingDistance } from './compare';
import { listFixtures, readFixture } from './schedule-fixtures';

function distanceOn(model: ScheduleModel): WorkingDistance {
  const calendars = compileCalendars(model.calendars);
  return (activity: Activity, a: number, b: number) =>
    calendars.get(activity.calendarId ?? model.options.defaultCalendarId)?.workingMinutesBetween(a, b) ?? b - a;
}

function compareFixture(path: string): ScheduleComparison {
  const model = readScheduleFile(path, readFixture(path));
  return compareSchedule(model, schedule(model), distanceOn(model));
}

/**
 * The late dates P6 8.2 stored for the completed activity of these exports sit on the project's scheduled
 * finish (2020-12-30 08:00) while the same project saved as P6 XML puts them on the data date; no documented
 * rule gives both, so these wait for more real files.
 */
const OPEN_DISCREPANCIES = new Set([
  'p6/PredecessorCalendar.xer',
  'p6/ProjectDefaultCalendar.xer',
  'p6/SuccessorCalendar.xer',
  'p6/TwentyFourHourCalendar.xer',
]);

/** Activities each file stores dates for, counted by reading the files. */
const EXPECTED_COMPARED: Record<string, number> = {
  'mspdi/calendar-recurring-exceptions-project2016.xml': 0,
  'mspdi/caltest.xml': 3,
  'mspdi/sample-summaries-calendars.xml': 16,
  'mspdi/task-links-project2003.xml': 16,
  'mspdi/task-links-project2007.xml': 16,
  'mspdi/task-links-project2010.xml': 16,
  'p6/percent-complete-8.4.pmxml': 12,
  'p6/percent-complete-8.4.xer': 12,
};

describe('computed schedules match the dates MS Project and P6 stored', () => {
  for (const path of listFixtures().filter((p) => !p.endsWith('.md'))) {
    const todo = OPEN_DISCREPANCIES.has(path) ? 'late dates of a completed P6 8.2 activity' : undefined;
    it(path, { todo }, () => {
      const comparison = compareFixture(path);
      const expected = EXPECTED_COMPARED[path] ?? 1;
      assert.equal(comparison.summary.compared, expected);
      const mismatched = comparison.activities.filter((a) => !a.match).map((a) => `${a.id}: ${a.fields.filter((f) => !f.match).map((f) => f.field).join(', ')}`);
      assert.deepEqual(mismatched, []);
    });
  }

  it('lists the recurring tasks of the sample as skipped', () => {
    const comparison = compareFixture('mspdi/sample-summaries-calendars.xml');
    assert.deepEqual(comparison.skipped.map((s) => s.id), ['6', '7', '8']);
  });

  it('matches the early dates of the completed P6 8.2 activity', () => {
    for (const path of OPEN_DISCREPANCIES) {
      const entry = compareFixture(path).activities[0];
      assert.ok(entry);
      assert.deepEqual(entry.fields.filter((f) => f.field === 'earlyStart' || f.field === 'earlyFinish').map((f) => f.match), [true, true], path);
    }
  });
});
