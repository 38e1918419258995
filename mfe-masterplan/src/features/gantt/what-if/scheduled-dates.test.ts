import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { minutesFromIso } from '@tenon/scheduling';
import { datesIndex, ScheduledDates } from './scheduled-dates';
import type { DateColumns } from './what-if-protocol';

const at = (iso: string) => minutesFromIso(iso);

/** An answer of the engine; the first after a load carries the ids. */
function columns(finishB: string, withIds = true): DateColumns {
  return {
    ...(withIds ? { ids: ['a', 'b'] } : {}),
    earlyStart: Float64Array.from([at('2027-01-04T08:00'), at('2027-01-05T08:00')]),
    earlyFinish: Float64Array.from([at('2027-01-04T17:00'), at(finishB)]),
    lateStart: Float64Array.from([at('2027-01-04T08:00'), at('2027-01-05T08:00')]),
    lateFinish: Float64Array.from([at('2027-01-04T17:00'), at(finishB)]),
    totalFloat: Float64Array.from([0, 0]),
    freeFloat: Float64Array.from([0, 0]),
    critical: Uint8Array.from([1, 0]),
  };
}

test('an activity is read from the columns as the dates the grid shows', () => {
  const index = datesIndex();
  const first = columns('2027-01-05T17:00');
  const dates = new ScheduledDates(index(first), first, ScheduledDates.none);
  assert.equal(dates.size, 2);
  assert.deepEqual(dates.get('b'), { id: 'b', earlyStart: '2027-01-05T08:00', earlyFinish: '2027-01-05T17:00', lateStart: '2027-01-05T08:00', lateFinish: '2027-01-05T17:00', totalFloat: 0, freeFloat: 0, critical: false });
  assert.equal(dates.critical('a'), true);
  // The chart's span: of every activity, or of the rows shown.
  assert.deepEqual(dates.span(), { first: at('2027-01-04T08:00'), last: at('2027-01-05T17:00') });
  assert.deepEqual(dates.span(['a', 'unknown']), { first: at('2027-01-04T08:00'), last: at('2027-01-04T17:00') });
  assert.equal(dates.span([]), null);
  assert.equal(ScheduledDates.none.span(), null);
  assert.equal(dates.get('unknown'), undefined);
  assert.equal(ScheduledDates.none.get('a'), undefined);
});

test('the next answer keeps the object of an activity that did not move and makes a new one for one that did', () => {
  const index = datesIndex();
  const first = columns('2027-01-05T17:00');
  const before = new ScheduledDates(index(first), first, ScheduledDates.none);
  const a = before.get('a');
  const b = before.get('b');
  const second = columns('2027-01-06T17:00', false);
  const after = new ScheduledDates(index(second), second, before);
  assert.equal(after.get('a'), a);
  assert.notEqual(after.get('b'), b);
  assert.equal(after.get('b')?.earlyFinish, '2027-01-06T17:00');
});

test('the index of ids is made again only for a newly loaded plan', () => {
  const index = datesIndex();
  const one = index(columns('2027-01-05T17:00'));
  assert.equal(index(columns('2027-01-06T17:00', false)), one);
  assert.notEqual(index(columns('2027-01-06T17:00')), one, 'an answer that names the activities is a newly loaded plan');
});

test('after a plan the page sent, the index is made from its rows, in the order sent', () => {
  const index = datesIndex();
  const sent = [{ id: 'b' }, { id: 'a' }];
  const made = index(columns('2027-01-05T17:00', false), sent);
  assert.deepEqual([...made], [['b', 0], ['a', 1]]);
  assert.equal(index(columns('2027-01-06T17:00', false)), made, 'kept for the answers after it');
});
