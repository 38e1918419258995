import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCalendars, type CalendarDef } from '@tenon/scheduling';
import { baselineCells, baselineVariance } from './baseline-variance';

const work = { working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] };
const off = { working: false, shifts: [] };
const weekdays: CalendarDef = {
  id: 'site',
  name: 'Site',
  week: [off, work, work, work, work, work, off],
  exceptions: [{ fromDate: '2027-03-10', toDate: '2027-03-10', working: false, shifts: [] }],
};
const site = compileCalendars([weekdays]).get('site')!;
const DAY = 480;

test('a finish one working day later is one day of variance; earlier is negative', () => {
  assert.equal(baselineVariance(site, DAY, '2027-03-02T17:00', '2027-03-03T17:00'), 1);
  assert.equal(baselineVariance(site, DAY, '2027-03-03T17:00', '2027-03-02T17:00'), -1);
  assert.equal(baselineVariance(site, DAY, '2027-03-02T17:00', '2027-03-02T17:00'), 0);
});

test('weekends and holidays between the finishes are no delay', () => {
  // Friday to Monday is one working day; Tuesday 9 to Thursday 11 crosses the holiday on Wednesday 10.
  assert.equal(baselineVariance(site, DAY, '2027-03-05T17:00', '2027-03-08T17:00'), 1);
  assert.equal(baselineVariance(site, DAY, '2027-03-09T17:00', '2027-03-11T17:00'), 1);
});

test('half a day shows as 0.5, and the baseline duration is in the same days', () => {
  assert.equal(baselineVariance(site, DAY, '2027-03-02T17:00', '2027-03-03T12:00'), 0.5);
  const cells = baselineCells({ activityId: '0'.repeat(24), start: '2027-03-01T08:00', finish: '2027-03-02T17:00', duration: 960 }, '2027-03-04T17:00', site, DAY);
  assert.deepEqual(cells, { start: '2027-03-01T08:00', finish: '2027-03-02T17:00', durationDays: 2, varianceDays: 2 });
});
