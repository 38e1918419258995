import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileCalendars } from '@tenon/scheduling';
import { calendarOfActivity, summaryDuration } from './summary-duration';

const workday = { working: true, shifts: [{ from: 480, to: 720 }, { from: 780, to: 1020 }] };
const wholeDay = { working: true, shifts: [{ from: 0, to: 1440 }] };
const off = { working: false, shifts: [] };
const calendars = compileCalendars([
  { id: 'week', name: 'Mon-Fri 8-17', week: [off, workday, workday, workday, workday, workday, off], exceptions: [] },
  { id: 'full', name: '24 h', week: Array.from({ length: 7 }, () => wholeDay), exceptions: [] },
]);

test('a summary spanning Monday 8:00 to the next Monday 17:00 lasts six working days on a five-day week', () => {
  const week = calendarOfActivity(calendars, 'week', { calendarId: null });
  assert.equal(summaryDuration(week, '2026-11-30T08:00', '2026-12-07T17:00'), 6 * 480);
});

test('its own calendar counts: the same span on a 24-hour calendar is eight whole days', () => {
  const full = calendarOfActivity(calendars, 'week', { calendarId: 'full' });
  assert.equal(summaryDuration(full, '2026-11-30T00:00', '2026-12-08T00:00'), 8 * 1440);
});

test('a summary of milestones spans nothing, an unknown calendar falls back to the default, and no calendar gives nothing', () => {
  const week = calendarOfActivity(calendars, 'week', { calendarId: 'gone' });
  assert.equal(week?.id, 'week');
  assert.equal(summaryDuration(week, '2026-12-02T17:00', '2026-12-02T17:00'), 0);
  assert.equal(summaryDuration(undefined, '2026-11-30T08:00', '2026-12-07T17:00'), undefined);
});
