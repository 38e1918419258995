import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { activityStatus, expectedProgress, progressBand, type StatusInput } from './activity-status';

const planned = { start: '2027-03-01T08:00', finish: '2027-03-11T08:00' };
const at = (asOf: string, progress: number, extra: Partial<StatusInput> = {}): StatusInput => ({ ...planned, asOf, progress, ...extra });

describe('activity status', () => {
  it('is Waiting before its start with no progress, neither late nor ahead', () => {
    assert.deepEqual(activityStatus(at('2027-02-20T08:00', 0), 'follow'), { state: 'waiting', pace: null, key: 'waiting', expected: 0 });
  });

  it('is Overdue once its start has passed with nothing done', () => {
    const status = activityStatus(at('2027-03-03T08:00', 0), 'follow');
    assert.equal(status.state, 'waiting');
    assert.equal(status.key, 'overdue');
    assert.equal(status.expected, 20);
  });

  it('is Doing when its progress matches the share of its dates elapsed', () => {
    assert.equal(activityStatus(at('2027-03-06T08:00', 50), 'follow').key, 'doing');
  });

  it('is Overdue behind its dates and Advancement ahead of them', () => {
    assert.equal(activityStatus(at('2027-03-06T08:00', 30), 'follow').key, 'overdue');
    assert.equal(activityStatus(at('2027-03-06T08:00', 70), 'follow').key, 'advancement');
    assert.equal(activityStatus(at('2027-02-20T08:00', 10), 'follow').key, 'advancement');
  });

  it('is Overdue after its finish unless done, and Done at 100 whatever the date', () => {
    assert.equal(activityStatus(at('2027-03-20T08:00', 90), 'follow').key, 'overdue');
    assert.equal(activityStatus(at('2027-03-20T08:00', 100), 'follow').key, 'done');
    assert.equal(activityStatus(at('2027-03-20T08:00', 99.98), 'follow').key, 'done');
    assert.deepEqual(activityStatus(at('2027-02-01T08:00', 100), 'follow'), { state: 'done', pace: 'advancement', key: 'done', expected: 0 });
  });

  it("under 'Baseline' criteria reads the active baseline's dates, and the plan's when the baseline lacks the activity", () => {
    const baseline = { start: '2027-02-01T08:00', finish: '2027-02-11T08:00' };
    // The plan moved the work later: on the plan's dates it is on time, against the baseline it is late.
    assert.equal(activityStatus(at('2027-03-06T08:00', 50, { baseline }), 'follow').key, 'doing');
    assert.equal(activityStatus(at('2027-03-06T08:00', 50, { baseline }), 'baseline').key, 'overdue');
    assert.equal(activityStatus(at('2027-03-06T08:00', 50, { baseline: null }), 'baseline').key, 'doing');
  });

  it('expects a milestone done once its date is reached', () => {
    assert.equal(expectedProgress('2027-03-01T08:00', '2027-03-01T08:00', '2027-03-01T07:59'), 0);
    assert.equal(expectedProgress('2027-03-01T08:00', '2027-03-01T08:00', '2027-03-01T08:00'), 100);
    assert.equal(expectedProgress('bad', '2027-03-01T08:00', '2027-03-01T08:00'), 0);
  });
});

describe('progress colours', () => {
  it('are red under 30, amber from 30 to under 70, green from 70', () => {
    assert.deepEqual([0, 29.99, 30, 69.99, 70, 100].map(progressBand), ['low', 'low', 'middle', 'middle', 'high', 'high']);
  });
});
