import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Constraint } from '../model';
import { schedule } from './schedule';
import { DAY, iso, link, model, t, task } from './test-models';

/** A (2 days) -> B (1 day) -> C (3 days); the constraint sits on B. */
function withConstraint(constraint: Constraint) {
  const result = schedule(model([task('A', 2), task('B', 1, { constraint }), task('C', 3)], [link('A', 'B'), link('B', 'C')]));
  const b = result.activities.get('B')!;
  return { b, result, early: [iso(b.earlyStart), iso(b.earlyFinish)], late: [iso(b.lateStart), iso(b.lateFinish)] };
}

describe('constraints', () => {
  it('as soon as possible leaves logic alone', () => {
    assert.deepEqual(withConstraint({ type: 'asap' }).early, ['2024-03-06T08:00', '2024-03-06T17:00']);
  });
  it('start no earlier than delays the start, and logic still wins when later', () => {
    assert.deepEqual(withConstraint({ type: 'snet', date: t('2024-03-08T08:00') }).early, ['2024-03-08T08:00', '2024-03-08T17:00']);
    assert.deepEqual(withConstraint({ type: 'snet', date: t('2024-03-04T08:00') }).early, ['2024-03-06T08:00', '2024-03-06T17:00']);
  });
  it('a start constraint before the project start holds in MS Project, not in P6', () => {
    const early = (options: Parameters<typeof model>[2]) => {
      const result = schedule(model([task('A', 2, { constraint: { type: 'snet', date: t('2024-02-26T08:00') } }), task('B', 1)], [], options));
      return [iso(result.activities.get('A')!.earlyStart), iso(result.activities.get('B')!.earlyStart)];
    };
    assert.deepEqual(early({ startConstraintsPrecedeProjectStart: true }), ['2024-02-26T08:00', '2024-03-04T08:00']);
    assert.deepEqual(early({}), ['2024-03-04T08:00', '2024-03-04T08:00']);
  });
  it('finish no earlier than delays the finish', () => {
    assert.deepEqual(withConstraint({ type: 'fnet', date: t('2024-03-11T17:00') }).early, ['2024-03-11T08:00', '2024-03-11T17:00']);
  });
  it('start no later than caps the late start and can make float negative', () => {
    const { b, late } = withConstraint({ type: 'snlt', date: t('2024-03-05T08:00') });
    assert.deepEqual(late, ['2024-03-05T08:00', '2024-03-05T17:00']);
    assert.equal(b.totalFloat, -DAY);
    assert.equal(b.critical, true);
  });
  it('finish no later than caps the late finish', () => {
    const { result, late } = withConstraint({ type: 'fnlt', date: t('2024-03-06T17:00') });
    assert.deepEqual(late, ['2024-03-06T08:00', '2024-03-06T17:00']);
    assert.equal(iso(result.activities.get('A')!.lateFinish), '2024-03-05T17:00');
  });
  it('start on holds both dates unless logic pushes later', () => {
    const { early, late } = withConstraint({ type: 'mso', date: t('2024-03-07T08:00') });
    assert.deepEqual(early, ['2024-03-07T08:00', '2024-03-07T17:00']);
    assert.deepEqual(late, ['2024-03-07T08:00', '2024-03-07T17:00']);
  });
  it('finish on holds the finish', () => {
    const { early, late } = withConstraint({ type: 'mfo', date: t('2024-03-07T17:00') });
    assert.deepEqual(early, ['2024-03-07T08:00', '2024-03-07T17:00']);
    assert.deepEqual(late, ['2024-03-07T08:00', '2024-03-07T17:00']);
  });
  it('mandatory start overrides logic, leaving negative float behind it', () => {
    const { b, result } = withConstraint({ type: 'mso', date: t('2024-03-05T08:00'), mandatory: true });
    assert.equal(iso(b.earlyStart), '2024-03-05T08:00');
    assert.equal(iso(b.lateStart), '2024-03-05T08:00');
    assert.equal(result.activities.get('A')!.totalFloat, -DAY);
  });
  it('mandatory finish overrides logic', () => {
    const { b } = withConstraint({ type: 'mfo', date: t('2024-03-05T17:00'), mandatory: true });
    assert.deepEqual([iso(b.earlyStart), iso(b.earlyFinish)], ['2024-03-05T08:00', '2024-03-05T17:00']);
  });
  it('as late as possible takes the free float', () => {
    const result = schedule(
      model([task('A', 1), task('B', 1, { constraint: { type: 'alap' } }), task('C', 3), task('D', 1)], [link('A', 'B'), link('A', 'C'), link('B', 'D'), link('C', 'D')]),
    );
    const b = result.activities.get('B')!;
    assert.deepEqual([iso(b.earlyStart), iso(b.earlyFinish)], ['2024-03-07T08:00', '2024-03-07T17:00']);
    assert.equal(b.freeFloat, 0);
  });
  it('applies a secondary constraint too', () => {
    const result = schedule(
      model([task('A', 2, { constraint: { type: 'snet', date: t('2024-03-05T08:00') }, secondaryConstraint: { type: 'fnlt', date: t('2024-03-06T17:00') } })]),
    );
    const a = result.activities.get('A')!;
    assert.equal(iso(a.earlyStart), '2024-03-05T08:00');
    assert.equal(iso(a.lateFinish), '2024-03-06T17:00');
    assert.equal(a.totalFloat, 0);
  });
  it('rejects a dated constraint without its date', () => {
    assert.throws(() => schedule(model([task('A', 1, { constraint: { type: 'snet' } })])), /needs a date/);
  });
});

describe('scheduling from the project finish', () => {
  it('places the network so that it ends on the finish date', () => {
    const result = schedule(
      model([task('A', 2), task('B', 1)], [link('A', 'B')], { scheduleFrom: 'finish', projectFinish: t('2024-03-15T17:00') }),
    );
    const a = result.activities.get('A')!;
    assert.deepEqual([iso(a.earlyStart), iso(a.lateStart)], ['2024-03-13T08:00', '2024-03-13T08:00']);
    assert.equal(iso(result.activities.get('B')!.lateFinish), '2024-03-15T17:00');
    assert.equal(a.totalFloat, 0);
  });
});
