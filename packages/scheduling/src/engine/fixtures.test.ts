import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Activity, ActivityResult, ScheduleModel } from '../model';
import { compileCalendars } from '../calendar/calendar-compiler';
import { isoFromMinutes } from '../calendar/civil-date';
import { readScheduleFile } from '../readers';
import { schedule } from './schedule';

/** Real files saved by MS Project and P6, kept beside the repository in shared/fixtures/schedules. */
function fixturesRoot(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('shared/fixtures/schedules not found');
}

const DATE_FIELDS = ['earlyStart', 'earlyFinish', 'lateStart', 'lateFinish'] as const;
const FLOAT_FIELDS = ['totalFloat', 'freeFloat'] as const;

/**
 * Differences we know and cannot reproduce from the file alone: these P6 8.2 XER exports hold one finished
 * activity, no relationships and no must-finish-by, yet P6 stored its late dates on the project's
 * scd_end_date (2020-12-30 08:00), which no activity left in the file reaches. The P6 XML fixtures (another
 * project) put the same kind of activity's late dates on the computed finish, as P6's rule says. See
 * docs/decisions.md, "Late dates of finished P6 activities". The test fails if the list stops being exactly right.
 */
const KNOWN_DIFFERENCES = new Set(
  ['PredecessorCalendar', 'ProjectDefaultCalendar', 'SuccessorCalendar', 'TwentyFourHourCalendar'].flatMap((name) => [
    `p6/${name}.xer A1000 lateStart`,
    `p6/${name}.xer A1000 lateFinish`,
  ]),
);

function comparable(activity: Activity): boolean {
  const stored = activity.stored;
  return !activity.manual && !activity.recurring && stored !== undefined && DATE_FIELDS.some((field) => stored[field] !== undefined);
}

function mismatches(file: string, model: ScheduleModel): { compared: number; differences: string[] } {
  const result = schedule(model);
  const calendars = compileCalendars(model.calendars);
  const differences: string[] = [];
  let compared = 0;
  for (const activity of model.activities) {
    if (!comparable(activity)) continue;
    compared++;
    const stored = activity.stored!;
    const computed: ActivityResult = result.activities.get(activity.id)!;
    const calendar = calendars.get(activity.calendarId ?? model.options.defaultCalendarId)!;
    for (const field of DATE_FIELDS) {
      const value = stored[field];
      if (value === undefined) continue;
      if (Math.abs(calendar.workingMinutesBetween(value, computed[field])) > 1) {
        differences.push(`${file} ${activity.id} ${field}|stored ${isoFromMinutes(value)} computed ${isoFromMinutes(computed[field])}`);
      }
    }
    for (const field of FLOAT_FIELDS) {
      const value = stored[field];
      if (value !== undefined && Math.round(value) !== Math.round(computed[field])) {
        differences.push(`${file} ${activity.id} ${field}|stored ${value} computed ${computed[field]}`);
      }
    }
    if (stored.critical !== undefined && stored.critical !== computed.critical) {
      differences.push(`${file} ${activity.id} critical|stored ${stored.critical} computed ${computed.critical}`);
    }
  }
  return { compared, differences };
}

describe('real MS Project and P6 files', () => {
  const root = fixturesRoot();
  const files = ['mspdi', 'p6'].flatMap((folder) => readdirSync(join(root, folder)).sort().map((name) => `${folder}/${name}`));
  const unexplained: string[] = [];
  const explained = new Set<string>();

  for (const file of files) {
    it(`${file}: every comparable activity matches the stored dates, floats and critical flag`, () => {
      const model = readScheduleFile(file, readFileSync(join(root, file), 'latin1'));
      const { differences } = mismatches(file, model);
      for (const difference of differences) {
        const key = difference.split('|')[0]!;
        if (KNOWN_DIFFERENCES.has(key)) explained.add(key);
        else unexplained.push(difference);
      }
      assert.deepEqual(differences.filter((d) => !KNOWN_DIFFERENCES.has(d.split('|')[0]!)), []);
    });
  }

  it('compares the activities the files hold', () => {
    const counts = Object.fromEntries(
      files.map((file) => [file, mismatches(file, readScheduleFile(file, readFileSync(join(root, file), 'latin1'))).compared]),
    );
    assert.equal(counts['mspdi/task-links-project2010.xml'], 16);
    assert.equal(counts['mspdi/sample-summaries-calendars.xml'], 16);
    assert.equal(counts['p6/percent-complete-8.4.xer'], 12);
  });

  it('the known differences are all still there (remove them from the list once they match)', () => {
    assert.deepEqual([...KNOWN_DIFFERENCES].filter((key) => !explained.has(key)), []);
    assert.deepEqual(unexplained, []);
  });
});
