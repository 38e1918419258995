import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commitmentPercentProblem, commitmentTiming, isCommitmentMet, isDeletedTaskFulfilled, realizedPercentProblem } from './commitment-rules';

test('a commitment made on the commitment day is on time, before it early, after it late', () => {
  assert.equal(commitmentTiming('2026-11-23', '2026-11-23'), 'commit_ontime');
  assert.equal(commitmentTiming('2026-11-23', '2026-11-20'), 'commit_early');
  assert.equal(commitmentTiming('2026-11-23', '2026-11-25'), 'commit_late');
  assert.equal(commitmentTiming('2027-01-04', '2026-12-31'), 'commit_early');
  assert.equal(commitmentTiming('2026-11-23T00:00', '2026-11-23T17:30'), 'commit_ontime');
});

test('a commitment never falls below the progress already made and the total is capped at 100', () => {
  assert.equal(commitmentPercentProblem(60, 40), null);
  assert.equal(commitmentPercentProblem(40, 40), null);
  assert.equal(commitmentPercentProblem(30, 40), 'BELOW_PROGRESS');
  assert.equal(commitmentPercentProblem(100, 100), null);
  assert.equal(commitmentPercentProblem(101, 40), 'ABOVE_100');
  assert.equal(commitmentPercentProblem(-1, 0), 'NOT_A_PERCENT');
  assert.equal(commitmentPercentProblem(Number.NaN, 0), 'NOT_A_PERCENT');
  // Progress over 100 (bad data) still allows committing the whole task.
  assert.equal(commitmentPercentProblem(100, 120), null);
});

test('realized percentages are 0..100 and a commitment is met when realized reaches it', () => {
  assert.equal(realizedPercentProblem(0), null);
  assert.equal(realizedPercentProblem(100), null);
  assert.equal(realizedPercentProblem(100.5), 'NOT_A_PERCENT');
  assert.equal(isCommitmentMet({ committedPercent: 80, realizedPercent: 80 }), true);
  assert.equal(isCommitmentMet({ committedPercent: 80, realizedPercent: 79.9 }), false);
  assert.equal(isCommitmentMet({ committedPercent: 80, realizedPercent: null }), false);
});

test('a deleted task is fulfilled when closed with realized at least committed, or when open with nothing committed', () => {
  assert.equal(isDeletedTaskFulfilled({ weekClosed: true, committedPercent: 50, realizedPercent: 50 }), true);
  assert.equal(isDeletedTaskFulfilled({ weekClosed: true, committedPercent: 50, realizedPercent: 40 }), false);
  assert.equal(isDeletedTaskFulfilled({ weekClosed: true, committedPercent: 50, realizedPercent: null }), false);
  assert.equal(isDeletedTaskFulfilled({ weekClosed: false, committedPercent: 0, realizedPercent: null }), true);
  assert.equal(isDeletedTaskFulfilled({ weekClosed: false, committedPercent: -5, realizedPercent: null }), true);
  assert.equal(isDeletedTaskFulfilled({ weekClosed: false, committedPercent: 50, realizedPercent: 60 }), false);
});
