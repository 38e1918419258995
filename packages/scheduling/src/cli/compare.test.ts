import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Activity, ActivityResult, ScheduleModel, ScheduleResult } from '../model';
import { compareActivity, compareSchedule, skipReason, type WorkingDistance } from './compare';
import { formatComparison, formatFloat } from './schedule-report';

const DAY = 1440;
/** Working time 08:00-17:00 every day, so Friday 17:00 and Saturday 08:00 are the same working instant. */
const officeHours: WorkingDistance = (_activity, a, b) => {
  const working = (t: number): number => {
    const day = Math.floor(t / DAY);
    const minute = t - day * DAY;
    return day * 540 + Math.min(540, Math.max(0, minute - 480));
  };
  return working(b) - working(a);
};

function result(id: string, overrides: Partial<ActivityResult> = {}): ActivityResult {
  return {
    id,
    earlyStart: 10 * DAY + 480,
    earlyFinish: 10 * DAY + 1020,
    lateStart: 12 * DAY + 480,
    lateFinish: 12 * DAY + 1020,
    totalFloat: 1080,
    freeFloat: 0,
    critical: false,
    drivingPredecessorIds: [],
    ...overrides,
  };
}

function activity(id: string, overrides: Partial<Activity> = {}): Activity {
  const computed = result(id);
  return {
    id,
    name: `Activity ${id}`,
    kind: 'task',
    duration: 540,
    stored: {
      earlyStart: computed.earlyStart,
      earlyFinish: computed.earlyFinish,
      lateStart: computed.lateStart,
      lateFinish: computed.lateFinish,
      totalFloat: computed.totalFloat,
      freeFloat: computed.freeFloat,
      critical: computed.critical,
    },
    ...overrides,
  };
}

describe('compareActivity', () => {
  it('matches equal values', () => {
    const comparison = compareActivity(activity('A'), result('A'), officeHours);
    assert.equal(comparison.match, true);
    assert.equal(comparison.fields.length, 7);
  });

  it('takes a date one working minute away as equal, two as different', () => {
    const base = result('A');
    assert.equal(compareActivity(activity('A'), { ...base, earlyStart: base.earlyStart + 1 }, officeHours).match, true);
    const off = compareActivity(activity('A'), { ...base, earlyStart: base.earlyStart + 2 }, officeHours);
    assert.equal(off.match, false);
    assert.deepEqual(off.fields.filter((f) => !f.match).map((f) => f.field), ['earlyStart']);
  });

  it('takes the end of one working day and the start of the next as the same working time', () => {
    const base = result('A');
    const nextMorning = { ...base, earlyFinish: base.earlyFinish - 1020 + DAY + 480 };
    assert.equal(compareActivity(activity('A'), nextMorning, officeHours).match, true);
  });

  it('wants floats equal to the minute and the same critical flag', () => {
    const base = result('A');
    assert.equal(compareActivity(activity('A'), { ...base, totalFloat: base.totalFloat + 0.4 }, officeHours).match, true);
    assert.equal(compareActivity(activity('A'), { ...base, totalFloat: base.totalFloat + 1 }, officeHours).match, false);
    assert.equal(compareActivity(activity('A'), { ...base, freeFloat: 60 }, officeHours).match, false);
    assert.equal(compareActivity(activity('A'), { ...base, critical: true }, officeHours).match, false);
  });

  it('compares only what the file stored', () => {
    const partial = activity('A', { stored: { earlyStart: result('A').earlyStart } });
    const comparison = compareActivity(partial, result('A', { totalFloat: 0, critical: true }), officeHours);
    assert.deepEqual(comparison.fields.map((f) => f.field), ['earlyStart']);
    assert.equal(comparison.match, true);
  });
});

describe('compareSchedule', () => {
  const model: ScheduleModel = {
    source: 'mspdi',
    options: {
      scheduleFrom: 'start',
      projectStart: 10 * DAY + 480,
      progressMode: 'retained-logic',
      totalFloatMode: 'smallest',
      critical: { kind: 'float', threshold: 0 },
      lagCalendar: 'successor',
      defaultCalendarId: 'std',
      hoursPerDay: 9,
      hoursPerWeek: 45,
    },
    calendars: [{ id: 'std', name: 'Standard', week: [], exceptions: [] }],
    activities: [
      activity('A'),
      activity('B'),
      activity('M', { manual: true }),
      activity('R', { recurring: true }),
      activity('N', { stored: {} }),
      activity('S', { kind: 'summary' }),
    ],
    links: [],
  };
  const computed: ScheduleResult = {
    activities: new Map(['A', 'B', 'M', 'R', 'N', 'S'].map((id) => [id, result(id, id === 'B' ? { lateStart: 0 } : {})])),
    projectStart: 10 * DAY + 480,
    projectFinish: 12 * DAY + 1020,
  };

  it('counts compared and matched activities and lists the skipped ones with their reason', () => {
    const comparison = compareSchedule(model, computed, officeHours);
    assert.deepEqual(comparison.activities.map((a) => a.id), ['A', 'B', 'S']);
    assert.deepEqual(comparison.summary, { compared: 3, matched: 2 });
    assert.deepEqual(comparison.skipped.map((s) => s.id), ['M', 'R', 'N']);
    assert.match(comparison.skipped[0]?.reason ?? '', /manually scheduled/);
    assert.match(comparison.skipped[1]?.reason ?? '', /recurring/);
  });

  it('leaves summaries out when asked', () => {
    const comparison = compareSchedule(model, computed, officeHours, { compareSummaries: false });
    assert.deepEqual(comparison.summary, { compared: 2, matched: 1 });
    assert.equal(skipReason(activity('S', { kind: 'summary' }), result('S'), { compareSummaries: false }), 'summary: its dates roll up from its children');
  });

  it('ends the printed comparison with the compared and matched counts', () => {
    const lines = formatComparison(model, compareSchedule(model, computed, officeHours));
    assert.equal(lines[lines.length - 1], 'compared 3, matched 2');
    assert.ok(lines.some((line) => line.includes('MISMATCH')));
    assert.ok(lines.includes('mismatched: B'));
  });
});

describe('formatFloat', () => {
  it('shows days of the calendar and minutes', () => {
    assert.equal(formatFloat(960, 8), '2d (960m)');
    assert.equal(formatFloat(720, 8), '1.50d (720m)');
    assert.equal(formatFloat(-480, 8), '-1d (-480m)');
  });
});
