import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { progressProblems, progressWithActuals } from './progress-entry';

const codes = (...args: Parameters<typeof progressProblems>) => progressProblems(...args).map((p) => p.code);
const dataDate = '2027-03-10T17:00';

describe('progress entry rules', () => {
  it('accepts a consistent entry, started or finished, and an untouched activity', () => {
    assert.deepEqual(codes({ progress: 0, actualStart: null, actualFinish: null }, dataDate), []);
    assert.deepEqual(codes({ progress: 40, actualStart: '2027-03-01T08:00', actualFinish: null }, dataDate), []);
    assert.deepEqual(codes({ progress: 100, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-10T17:00' }, dataDate), []);
  });

  it('refuses a percentage out of 0..100', () => {
    assert.deepEqual(codes({ progress: 101, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-02T08:00' }, null), ['PROGRESS_OUT_OF_RANGE']);
    assert.deepEqual(codes({ progress: Number.NaN, actualStart: null, actualFinish: null }, null), ['PROGRESS_OUT_OF_RANGE']);
  });

  it('needs an actual start for an actual finish, and not after it', () => {
    assert.deepEqual(codes({ progress: 100, actualStart: null, actualFinish: '2027-03-02T08:00' }, null), ['ACTUAL_FINISH_NEEDS_START']);
    assert.deepEqual(codes({ progress: 100, actualStart: '2027-03-03T08:00', actualFinish: '2027-03-02T08:00' }, null), ['ACTUAL_FINISH_BEFORE_START']);
  });

  it('refuses actual dates after the data date', () => {
    assert.deepEqual(codes({ progress: 10, actualStart: '2027-03-11T08:00', actualFinish: null }, dataDate), ['ACTUAL_AFTER_DATA_DATE']);
    assert.deepEqual(progressProblems({ progress: 100, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-12T08:00' }, dataDate), [{ code: 'ACTUAL_AFTER_DATA_DATE', field: 'actualFinish' }]);
    assert.deepEqual(codes({ progress: 10, actualStart: '2027-03-11T08:00', actualFinish: null }, null), []);
  });

  it('needs a finish at 100 %, 100 % with a finish, and a start with progress', () => {
    assert.deepEqual(codes({ progress: 100, actualStart: '2027-03-01T08:00', actualFinish: null }, dataDate), ['COMPLETE_NEEDS_FINISH']);
    assert.deepEqual(codes({ progress: 60, actualStart: '2027-03-01T08:00', actualFinish: '2027-03-02T08:00' }, dataDate), ['FINISH_NEEDS_COMPLETE']);
    assert.deepEqual(codes({ progress: 20, actualStart: null, actualFinish: null }, dataDate), ['PROGRESS_NEEDS_START']);
  });
});

describe('a percentage typed alone', () => {
  const planned = { start: '2027-03-01T08:00', finish: '2027-03-12T17:00' };
  const none = { actualStart: null, actualFinish: null };

  it('starts the activity on its planned start and finishes it at 100 %, never after the data date', () => {
    assert.deepEqual(progressWithActuals(30, none, planned, dataDate), { progress: 30, actualStart: '2027-03-01T08:00', actualFinish: null });
    assert.deepEqual(progressWithActuals(100, none, planned, dataDate), { progress: 100, actualStart: '2027-03-01T08:00', actualFinish: dataDate });
    assert.deepEqual(progressWithActuals(100, none, { start: '2027-03-20T08:00', finish: '2027-03-25T08:00' }, dataDate), { progress: 100, actualStart: dataDate, actualFinish: dataDate });
  });

  it('keeps actual dates already typed, clears the finish below 100 and both at 0', () => {
    const typed = { actualStart: '2027-03-02T08:00', actualFinish: '2027-03-05T17:00' };
    assert.deepEqual(progressWithActuals(100, typed, planned, dataDate), { progress: 100, ...typed });
    assert.deepEqual(progressWithActuals(50, typed, planned, dataDate), { progress: 50, actualStart: typed.actualStart, actualFinish: null });
    assert.deepEqual(progressWithActuals(0, typed, planned, dataDate), { progress: 0, actualStart: null, actualFinish: null });
  });

  it('every entry it makes passes the rules', () => {
    for (const progress of [0, 1, 50, 99.9, 100]) assert.deepEqual(progressProblems(progressWithActuals(progress, none, planned, dataDate), dataDate), []);
  });
});
