import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFixture } from '../cli/schedule-fixtures';
import { ReadWarnings } from './read-warnings';
import { ScheduleFileError } from './schedule-file-error';
import { parseWallClock } from './wall-clock';
import { readXer } from './xer-reader';

const at = (text: string): number => {
  const value = parseWallClock(text);
  assert.ok(value !== undefined, text);
  return value;
};

/** A small XER export with two activities, a link and a calendar, for the broken-input cases. */
const SMALL_XER = [
  'ERMHDR\t8.2.0\t2020-03-17\tProject\tadmin',
  '%T\tPROJECT',
  '%F\tproj_id\tproj_short_name\tclndr_id\tplan_start_date\tlast_recalc_date',
  '%R\t1\tSMALL\t10\t2020-01-06 08:00\t2020-01-06 08:00',
  '%T\tCALENDAR',
  '%F\tclndr_id\tdefault_flag\tclndr_name\tbase_clndr_id\tday_hr_cnt\tweek_hr_cnt\tclndr_data',
  '%R\t10\tY\tStandard\t\t8\t40\t(0||CalendarData()((0||DaysOfWeek()((0||1()())(0||2()((0||0(s|08:00|f|16:00)())))(0||7()())))(0||Exceptions()((0||0(d|43836)())))))',
  '%T\tTASK',
  '%F\ttask_id\tproj_id\twbs_id\tclndr_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt\tremain_drtn_hr_cnt',
  '%R\t100\t1\t\t10\tTT_Task\tTK_NotStart\tA10\tExcavate\t16\t16',
  '%R\t101\t1\t\t10\tTT_FinMile\tTK_NotStart\tA20\tDone\t0\t0',
  '%T\tTASKPRED',
  '%F\ttask_pred_id\ttask_id\tpred_task_id\tproj_id\tpred_proj_id\tpred_type\tlag_hr_cnt',
  '%R\t7\t101\t100\t1\t1\tPR_SS\t-4',
  '%E',
].join('\n');

describe('readXer on P6 exports', () => {
  it('reads the project, its calendar, scheduling options and a completed activity', () => {
    const model = readXer(readFixture('p6/PredecessorCalendar.xer'));
    assert.equal(model.source, 'xer');
    assert.equal(model.name, 'TEST PROJECT');
    assert.equal(model.activities.length, 1, 'the project WBS node is the project itself, not a summary');
    assert.equal(model.links.length, 0);
    assert.equal(model.calendars.length, 1);
    assert.equal(model.options.projectStart, at('2019-05-06 08:00'));
    assert.equal(model.options.statusDate, at('2019-10-02 00:00'));
    assert.equal(model.options.defaultCalendarId, '44739');
    assert.equal(model.options.lagCalendar, 'predecessor');
    assert.equal(model.options.totalFloatMode, 'finish');
    assert.equal(model.options.progressMode, 'retained-logic');
    assert.equal(model.options.startToStartLagFromEarlyStart, true);

    const calendar = model.calendars[0];
    assert.deepEqual(calendar?.week[0], { working: false, shifts: [] });
    assert.deepEqual(calendar?.week[1], { working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] });
    assert.equal(calendar?.exceptions.length, 14);
    // Day 43650 counted from 1899-12-30 is Independence Day 2019.
    assert.deepEqual(calendar?.exceptions[0], { fromDate: '2019-07-04', toDate: '2019-07-04', working: false, shifts: [] });

    const activity = model.activities[0];
    assert.equal(activity?.id, 'A1000');
    assert.equal(activity?.duration, 24 * 60);
    assert.deepEqual(activity?.constraint, { type: 'snet', date: at('2019-06-10 00:00') });
    assert.deepEqual(activity?.progress, {
      actualStart: at('2019-06-10 08:00'),
      actualFinish: at('2019-06-12 17:00'),
      percentComplete: 100,
      remainingDuration: 0,
    });
    assert.equal(activity?.stored?.earlyStart, at('2019-10-02 00:00'));
    assert.equal(activity?.stored?.lateFinish, at('2020-12-30 08:00'));
  });

  it('reads the relationship lag calendar option of each export', () => {
    assert.equal(readXer(readFixture('p6/SuccessorCalendar.xer')).options.lagCalendar, 'successor');
    assert.equal(readXer(readFixture('p6/ProjectDefaultCalendar.xer')).options.lagCalendar, 'project-default');
    assert.equal(readXer(readFixture('p6/TwentyFourHourCalendar.xer')).options.lagCalendar, '24h');
  });

  it('reads progress of the three percent complete types', () => {
    const model = readXer(readFixture('p6/percent-complete-8.4.xer'));
    assert.equal(model.activities.length, 12);
    const byName = (name: string) => model.activities.find((a) => a.name === name);
    assert.deepEqual(byName('Duration 25%')?.progress, { actualStart: at('2015-02-24 08:00'), percentComplete: 25, remainingDuration: 600 * 60 });
    assert.equal(byName('Physical 75%')?.progress?.percentComplete, 75);
    assert.equal(byName('Units 25%')?.progress?.percentComplete, 25);
    assert.equal(byName('Duration 0%')?.progress, undefined);
    assert.equal(byName('Duration 0%')?.duration, 800 * 60);
    // Reversed keys (f before s) in the calendar data.
    assert.deepEqual(model.calendars[0]?.week[2]?.shifts, [{ from: 480, to: 960 }]);
    assert.equal(model.calendars[0]?.exceptions.length, 24);
  });

  it('reads activity types, links in hours and the Activity IDs', () => {
    const model = readXer(SMALL_XER);
    assert.deepEqual(
      model.activities.map((a) => [a.id, a.kind, a.duration]),
      [
        ['A10', 'task', 960],
        ['A20', 'milestone', 0],
      ],
    );
    assert.equal(model.activities[1]?.finishMilestone, true);
    assert.deepEqual(model.links, [{ id: '7', predecessorId: 'A10', successorId: 'A20', type: 'SS', lag: { value: -240, unit: 'working-minutes' } }]);
  });

  it('reads an export without the ERMHDR line', () => {
    const model = readXer(SMALL_XER.split('\n').slice(1).join('\n'));
    assert.equal(model.activities.length, 2);
  });
});

describe('readXer on broken and loose exports', () => {
  const failsWith = (text: string, pattern: RegExp): void => {
    assert.throws(() => readXer(text), (error: unknown) => {
      assert.ok(error instanceof ScheduleFileError, String(error));
      assert.match(error.message, pattern);
      return true;
    });
  };

  it('refuses a truncated export', () => {
    failsWith(SMALL_XER.split('\n').slice(0, 12).join('\n'), /without the %E end marker/);
  });

  it('refuses a row with more values than fields and names its line', () => {
    failsWith(SMALL_XER.replace('Excavate\t16\t16', 'Excavate\t16\t16\t3\t4'), /XER line 10: table TASK row has 12 values for 10 fields/);
  });

  const warningsOf = (text: string): string[] => {
    const warnings = new ReadWarnings();
    readXer(text, warnings);
    return warnings.list().map((w) => w.message);
  };

  it('skips a link to a task_id that is not in the file and says so', () => {
    assert.deepEqual(warningsOf(SMALL_XER.replace('%R\t7\t101\t100', '%R\t7\t101\t555')), ['1 link to activities outside the file was skipped']);
  });

  it('schedules an activity on an unknown calendar on the project calendar', () => {
    const text = SMALL_XER.replace('%R\t101\t1\t\t10', '%R\t101\t1\t\t99');
    assert.equal(readXer(text).activities[1]?.calendarId, undefined);
    assert.match(warningsOf(text)[0] ?? '', /^1 activity named a calendar that is not in the file/);
  });

  it('gives a calendar with malformed data the standard week', () => {
    const text = SMALL_XER.replace('(0||7()())))', '(0||7()()');
    assert.equal(readXer(text).calendars[0]?.exceptions.length, 0);
    assert.match(warningsOf(text)[0] ?? '', /^1 calendar had unreadable calendar data/);
  });

  it('skips a link of an unknown type', () => {
    assert.deepEqual(warningsOf(SMALL_XER.replace('PR_SS', 'PR_XX')), ['1 link of an unknown type was skipped']);
  });

  it('refuses text that is not an XER table', () => {
    failsWith(SMALL_XER.replace('%T\tTASK\n', 'TASK\n'), /XER line 8: expected %T, %F, %R or %E/);
  });
});
