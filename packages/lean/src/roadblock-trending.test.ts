import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRoadblockOverdue, roadblockTrendingDays } from './roadblock-trending';

const today = '2026-11-25';

test('an open roadblock trends by the days from its commitment date to today', () => {
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-11-20', releaseDate: null, released: false }, today), 5);
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-11-30T12:00:00.000Z', releaseDate: null, released: false }, today), -5);
  assert.equal(roadblockTrendingDays({ commitmentDate: today, releaseDate: null, released: false }, new Date('2026-11-25T23:30:00Z')), 0);
});

test('a released roadblock trends by the days from its commitment date to its release', () => {
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-11-20', releaseDate: '2026-11-18T09:00:00.000Z', released: true }, today), -2);
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-11-01', releaseDate: '2026-11-04', released: true }, today), 3);
});

test('a month boundary and a year boundary count calendar days', () => {
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-12-30', releaseDate: null, released: false }, '2027-01-02'), 3);
  assert.equal(roadblockTrendingDays({ commitmentDate: '2026-02-27', releaseDate: null, released: false }, '2026-03-02'), 3);
});

test('without a commitment date there is no trending', () => {
  assert.equal(roadblockTrendingDays({ commitmentDate: null, releaseDate: null, released: false }, today), null);
});

test('overdue: not released and committed for a day before today', () => {
  assert.equal(isRoadblockOverdue({ commitmentDate: '2026-11-24', releaseDate: null, released: false }, today), true);
  assert.equal(isRoadblockOverdue({ commitmentDate: today, releaseDate: null, released: false }, today), false);
  assert.equal(isRoadblockOverdue({ commitmentDate: '2026-11-24', releaseDate: '2026-11-25', released: true }, today), false);
  assert.equal(isRoadblockOverdue({ commitmentDate: null, releaseDate: null, released: false }, today), false);
});
