import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isoFromMinutes, minutesFromIso } from './civil-date';

test('wall-clock times parse to minutes and back', () => {
  for (const text of ['1970-01-01T00:00', '2027-03-01T08:00', '1999-12-31T23:59', '2100-02-28T12:30']) assert.equal(isoFromMinutes(minutesFromIso(text)), text);
  assert.equal(minutesFromIso('1970-01-02T01:30'), 1440 + 90);
});

test('a date alone, seconds, a zone or a space before the time are read as stored files write them', () => {
  assert.equal(minutesFromIso('2027-03-01'), minutesFromIso('2027-03-01T00:00'));
  assert.equal(minutesFromIso('2027-03-01 08:15'), minutesFromIso('2027-03-01T08:15'));
  assert.equal(minutesFromIso('2027-03-01T08:15:59.000Z'), minutesFromIso('2027-03-01T08:15'));
  // A time that is not HH:MM is no time: the day's start.
  assert.equal(minutesFromIso('2027-03-01T8:15'), minutesFromIso('2027-03-01T00:00'));
});

test('text that is not a date is refused with what it was', () => {
  for (const text of ['', '2027-3-01', '27-03-01', 'not a date', '2027/03/01']) assert.throws(() => minutesFromIso(text), /not a date-time/);
});
