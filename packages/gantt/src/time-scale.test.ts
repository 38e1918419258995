import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TimeScale, wallClock, wallClockMs } from './time-scale';

test('wall-clock times map to x and back without a time zone', () => {
  const scale = TimeScale.around(wallClockMs('2027-03-03T08:00'), 3);
  assert.equal(wallClock(scale.startMs), '2027-02-22T00:00', 'the Monday a week before');
  assert.equal(scale.x(wallClockMs('2027-02-23T00:00')), 18);
  assert.equal(wallClock(scale.ms(scale.x(wallClockMs('2027-03-03T12:00')))), '2027-03-03T12:00');
});

test('ticks follow calendar units: months of different lengths, weeks from Monday', () => {
  const scale = new TimeScale(wallClockMs('2027-01-01T00:00'), 2);
  const months = scale.ticks('month', wallClockMs('2027-01-15T00:00'), wallClockMs('2027-03-02T00:00'));
  assert.deepEqual(months.map((cell) => wallClock(cell.startMs).slice(0, 10)), ['2027-01-01', '2027-02-01', '2027-03-01']);
  assert.deepEqual(months.map((cell) => cell.width), [31 * 6, 28 * 6, 31 * 6]);
  const weeks = scale.ticks('week', wallClockMs('2027-01-06T00:00'), wallClockMs('2027-01-12T00:00'));
  assert.equal(wallClock(weeks[0]!.startMs).slice(0, 10), '2027-01-04');
});
