import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cncPareto } from './cnc-figures';

test('CNC Pareto: types by count, largest first, with share and cumulative share', () => {
  const names = new Map([['mat', 'Materials'], ['lab', 'Labour'], ['des', 'Design']]);
  const rows = cncPareto(
    [
      { typeId: 'lab', lostCommitments: 2 },
      { typeId: 'mat', lostCommitments: 1 },
      { typeId: 'mat', lostCommitments: 0 },
      { typeId: 'des', lostCommitments: 1 },
      { typeId: 'mat', lostCommitments: 3 },
      { typeId: 'lab', lostCommitments: 1 },
      { typeId: 'des', lostCommitments: 1 },
      { typeId: 'x', lostCommitments: 1 },
    ],
    names,
  );
  // 8 CNCs: mat 3 (37.5%), lab 2 with 3 lost, des 2 with 2 lost, x 1 (unknown type: no name).
  assert.deepEqual(rows, [
    { typeId: 'mat', typeName: 'Materials', cncs: 3, lostCommitments: 5, percent: 37.5, cumulativePercent: 37.5 },
    { typeId: 'lab', typeName: 'Labour', cncs: 2, lostCommitments: 3, percent: 25, cumulativePercent: 62.5 },
    { typeId: 'des', typeName: 'Design', cncs: 2, lostCommitments: 2, percent: 25, cumulativePercent: 87.5 },
    { typeId: 'x', typeName: '', cncs: 1, lostCommitments: 1, percent: 12.5, cumulativePercent: 100 },
  ]);
  assert.deepEqual(cncPareto([], names), []);
});
