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
 * These four P6 8.2 exports store late dates for their one finished activity (2020-12-30 08:00, the
 * project's scd_end_date) that nothing in the file produces: no relationships, no must-finish-by, no
 * external dates, and every early finish sits at the data date (2019-10-02). P6 puts the remaining late
 * dates of a finished activity without successors on the project's late finish, computed from the
 * activities scheduled; the P6 XML fixtures (another project, P6 18.1) follow that rule, and there the
 * stored ScheduledFinishDate (2022-01-20) is not used. Copying scd_end_date would fit one pair and break
 * the other, so the late dates stay open (docs/decisions.md, "Late dates of finished P6 activities").
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
  // The four open P6 8.2 files are pinned by the tests below: everything but their two late dates must match.
  for (const path of listFixtures().filter((p) => !p.endsWith('.md') && !OPEN_DISCREPANCIES.has(p))) {
    it(path, () => {
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

  it('matches everything but the late dates of the completed P6 8.2 activity', () => {
    for (const path of OPEN_DISCREPANCIES) {
      const comparison = compareFixture(path);
      assert.equal(comparison.summary.compared, 1, path);
      const entry = comparison.activities[0];
      assert.ok(entry);
      assert.deepEqual(entry.fields.filter((f) => !f.match).map((f) => f.field), ['lateStart', 'lateFinish'], path);
    }
  });

  it('the open P6 8.2 late dates are the stored project finish, which no activity in the file reaches', () => {
    for (const path of OPEN_DISCREPANCIES) {
      const model = readScheduleFile(path, readFixture(path));
      assert.equal(model.links.length, 0, path);
      assert.equal(model.options.mustFinishBy, undefined, path);
      const finished = model.activities.filter((a) => a.progress?.actualFinish !== undefined);
      assert.equal(finished.length, 1, path);
      const stored = finished[0]!.stored!;
      assert.equal(stored.lateStart, model.options.projectFinish, path);
      assert.equal(stored.lateFinish, model.options.projectFinish, path);
      const latestEarlyFinish = Math.max(...model.activities.map((a) => a.stored?.earlyFinish ?? -Infinity));
      assert.ok(latestEarlyFinish < model.options.projectFinish!, path);
    }
  });

  it('P6 XML puts the late dates of a finished activity without successors on the computed finish, not the stored one', () => {
    for (const path of ['p6/PredecessorCalendar.xml', 'p6/ProjectDefaultCalendar.xml', 'p6/SuccessorCalendar.xml', 'p6/TwentyFourHourCalendar.xml']) {
      const model = readScheduleFile(path, readFixture(path));
      const finished = model.activities.find((a) => a.progress?.actualFinish !== undefined);
      assert.ok(finished?.stored?.lateFinish !== undefined, path);
      assert.ok(finished.stored.lateFinish < model.options.projectFinish!, path);
      const entry = compareFixture(path).activities.find((a) => a.id === finished.id);
      assert.equal(entry?.match, true, path);
    }
  });
});
