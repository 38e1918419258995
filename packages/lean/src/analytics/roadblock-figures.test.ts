import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeReadyRate, pcrByWeek, roadblockAgeing, type RoadblockFacts } from './roadblock-figures';

const roadblocks: RoadblockFacts[] = [
  // Due in week 1, released the day before: on time.
  { id: 'a', createdOn: '2026-11-02', commitmentDate: '2026-11-05', releaseDate: '2026-11-04' },
  // Due in week 1, released in week 2: late.
  { id: 'b', createdOn: '2026-11-03', commitmentDate: '2026-11-06', releaseDate: '2026-11-10' },
  // Due in week 2, still open.
  { id: 'c', createdOn: '2026-11-09', commitmentDate: '2026-11-11', releaseDate: null },
  // No commitment date, open: never due.
  { id: 'd', createdOn: '2026-11-10', commitmentDate: null, releaseDate: null },
];

test('PCR by week: released on time over due, with raised, released and open for the area chart', () => {
  const rows = pcrByWeek(roadblocks, '2026-11-02', '2026-11-12');
  assert.deepEqual(rows, [
    { weekStart: '2026-11-02', due: 2, releasedOnTime: 1, raised: 2, released: 1, open: 1, pcr: 50 },
    // The current week stops at today (Thursday 12th).
    { weekStart: '2026-11-09', due: 1, releasedOnTime: 0, raised: 2, released: 1, open: 2, pcr: 0 },
  ]);
});

test('a week with nothing due has no PCR', () => {
  assert.equal(pcrByWeek(roadblocks, '2026-10-26', '2026-11-01')[0]?.pcr, null);
});

test('roadblock ageing: open ones by days since raised, overdue past their commitment date', () => {
  const ageing = roadblockAgeing(
    [
      ...roadblocks,
      { id: 'e', createdOn: '2026-10-01', commitmentDate: '2026-12-01', releaseDate: null },
      { id: 'f', createdOn: '2026-11-17', commitmentDate: '2026-11-24', releaseDate: null },
    ],
    '2026-11-25',
  );
  // c: 16 days, d: 15 days, e: 55 days, f: 8 days; overdue: c (11th) and f (24th).
  assert.deepEqual(ageing, {
    bands: [
      { band: '0-7', open: 0 },
      { band: '8-14', open: 1 },
      { band: '15-30', open: 2 },
      { band: '31+', open: 1 },
    ],
    overdue: 2,
    oldestDays: 55,
  });
  assert.deepEqual(roadblockAgeing([], '2026-11-25').oldestDays, null);
});

test('make-ready rate: tasks ready before their week began over tasks committed', () => {
  assert.equal(
    makeReadyRate([
      { weekStart: '2026-11-09', readyOn: '2026-11-06' },
      { weekStart: '2026-11-09', readyOn: '2026-11-09' },
      { weekStart: '2026-11-09', readyOn: null },
      { weekStart: '2026-11-16', readyOn: '2026-11-01' },
    ]),
    50,
  );
  assert.equal(makeReadyRate([]), null);
});
