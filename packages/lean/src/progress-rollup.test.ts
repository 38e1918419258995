import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rollUpProgress, type WeightedActivity } from './progress-rollup';

const task = (id: string, parentId: string | null, fields: Partial<WeightedActivity> = {}): WeightedActivity => ({ id, parentId, duration: 480, progress: 0, ...fields });

describe('progress roll-up', () => {
  it('weights children by duration and reports a zero weight', () => {
    const rollup = rollUpProgress(
      [task('P', null), task('A', 'P', { duration: 3, progress: 100 }), task('B', 'P', { duration: 1, progress: 0 }), task('M', 'P', { duration: 0 })],
      'duration',
    );
    assert.equal(rollup.activities.get('P')!.progress, 75);
    assert.equal(rollup.activities.get('A')!.weight, 75);
    assert.deepEqual(rollup.issues, [{ activityId: 'M', reason: 'zero-weight' }]);
  });

  it('weights by cost; a zero total gives every child weight 0 and is reported with the children without a cost', () => {
    const rollup = rollUpProgress(
      [
        task('P', null),
        task('A', 'P', { cost: 300, progress: 50 }),
        task('B', 'P', { cost: 100, progress: 100 }),
        task('Q', null),
        task('C', 'Q', { progress: 100 }),
      ],
      'cost',
    );
    assert.equal(rollup.activities.get('P')!.progress, 62.5);
    assert.equal(rollup.activities.get('Q')!.progress, 0);
    assert.equal(rollup.activities.get('C')!.weight, 0);
    assert.deepEqual(rollup.issues, [
      { activityId: 'Q', reason: 'zero-total' },
      { activityId: 'C', reason: 'null-weight' },
    ]);
  });

  it('weights by work hours, through two levels of parents', () => {
    const rollup = rollUpProgress(
      [task('R', null), task('P', 'R'), task('A', 'P', { hours: 10, progress: 100 }), task('B', 'P', { hours: 30, progress: 0 }), task('C', 'R', { hours: 60, progress: 50 })],
      'hours',
    );
    assert.equal(rollup.activities.get('P')!.progress, 25);
    assert.equal(rollup.activities.get('P')!.weight, 40);
    assert.equal(rollup.activities.get('R')!.progress, 40);
  });

  it('reads a roll-up that lands on 99.98 as complete', () => {
    // Three equal thirds at 99.97, 100, 100 give 99.99; weights of 1/3 give rounding dust below 100.
    const rollup = rollUpProgress([task('P', null), task('A', 'P', { progress: 99.95 }), task('B', 'P', { progress: 100 }), task('C', 'P', { progress: 100 })], 'duration');
    assert.equal(rollup.activities.get('P')!.progress, 100);
    const below = rollUpProgress([task('P', null), task('A', 'P', { progress: 99.7 }), task('B', 'P', { progress: 100 })], 'duration');
    assert.equal(below.activities.get('P')!.progress, 99.85);
  });

  it('keeps a custom weight and shares the rest among the other children by their basis', () => {
    const rollup = rollUpProgress(
      [
        task('P', null),
        task('A', 'P', { duration: 100, progress: 100, ponderator: 50, hasCustomPonderator: true }),
        task('B', 'P', { duration: 300, progress: 0 }),
        task('C', 'P', { duration: 100, progress: 100 }),
      ],
      'duration',
    );
    assert.equal(rollup.activities.get('A')!.weight, 50);
    assert.equal(rollup.activities.get('B')!.weight, 37.5);
    assert.equal(rollup.activities.get('C')!.weight, 12.5);
    assert.equal(rollup.activities.get('P')!.progress, 62.5);
  });

  it('ignores a ponderator that is not marked custom, and scales custom weights above 100 down', () => {
    const plain = rollUpProgress([task('P', null), task('A', 'P', { progress: 100, ponderator: 90 }), task('B', 'P')], 'duration');
    assert.equal(plain.activities.get('P')!.progress, 50);
    const over = rollUpProgress(
      [task('P', null), task('A', 'P', { progress: 100, ponderator: 150, hasCustomPonderator: true }), task('B', 'P', { ponderator: 50, hasCustomPonderator: true })],
      'duration',
    );
    assert.equal(over.activities.get('A')!.weight, 75);
    assert.equal(over.activities.get('P')!.progress, 75);
  });

  it('counts a finished child without a percentage as complete, and a top-level task as itself', () => {
    const rollup = rollUpProgress([task('P', null), task('A', 'P', { progress: null, finished: true }), task('T', null, { progress: 40 })], 'duration');
    assert.equal(rollup.activities.get('P')!.progress, 100);
    assert.deepEqual(rollup.activities.get('T'), { progress: 40, weight: 100 });
  });

  it('refuses a loop of parents', () => {
    assert.throws(() => rollUpProgress([task('A', 'B'), task('B', 'A')], 'duration'), /own ancestor/);
  });
});
