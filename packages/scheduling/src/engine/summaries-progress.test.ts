import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { schedule } from './schedule';
import { CycleError } from './cycle-error';
import { Scheduler } from './scheduler';
import { DAY, iso, link, model, summary, t, task } from './test-models';

describe('summaries', () => {
  const outline = () => [
    summary('P'),
    task('A', 2, { parentId: 'P' }),
    task('B', 3, { parentId: 'P' }),
    task('C', 1),
    task('D', 1),
  ];
  it('roll up the earliest start and latest finish of their children', () => {
    const result = schedule(model(outline(), [link('A', 'B', 'SS', DAY)]));
    const p = result.activities.get('P')!;
    assert.deepEqual([iso(p.earlyStart), iso(p.earlyFinish)], ['2024-03-04T08:00', '2024-03-07T17:00']);
    assert.deepEqual([iso(p.lateStart), iso(p.lateFinish)], ['2024-03-04T08:00', '2024-03-07T17:00']);
  });
  it('hold every child back when a link points at the summary', () => {
    const result = schedule(model(outline(), [link('C', 'P')]));
    assert.equal(iso(result.activities.get('A')!.earlyStart), '2024-03-05T08:00');
    assert.equal(iso(result.activities.get('B')!.earlyStart), '2024-03-05T08:00');
    assert.deepEqual(result.activities.get('P')!.drivingPredecessorIds, ['C']);
  });
  it('release a successor only when all children finish, and pass late limits down', () => {
    const result = schedule(model(outline(), [link('P', 'D')]));
    assert.equal(iso(result.activities.get('D')!.earlyStart), '2024-03-07T08:00');
    assert.equal(iso(result.activities.get('A')!.lateFinish), '2024-03-06T17:00');
    assert.equal(result.activities.get('A')!.totalFloat, DAY);
  });
  it('start-start from a summary counts from its earliest child', () => {
    const result = schedule(model(outline(), [link('P', 'D', 'SS', DAY), link('A', 'B')]));
    assert.equal(iso(result.activities.get('D')!.earlyStart), '2024-03-05T08:00');
  });
  it('refuse a link from a summary into its own child as a cycle', () => {
    assert.throws(() => schedule(model(outline(), [link('P', 'A')])), (error: unknown) => {
      assert.ok(error instanceof CycleError);
      assert.deepEqual(new Set(error.activityIds), new Set(['P', 'A']));
      return true;
    });
  });
});

describe('cycles', () => {
  it('names the activities of the loop in order', () => {
    const activities = [task('A', 1), task('B', 1), task('C', 1), task('D', 1)];
    assert.throws(() => schedule(model(activities, [link('A', 'B'), link('B', 'C'), link('C', 'D'), link('D', 'B')])), (error: unknown) => {
      assert.ok(error instanceof CycleError);
      const ids = error.activityIds;
      const at = ids.indexOf('B');
      assert.deepEqual([...ids.slice(at), ...ids.slice(0, at)], ['B', 'C', 'D']);
      return true;
    });
  });
  it('rejects a link that would close a loop and keeps the schedule as it was', () => {
    const scheduler = new Scheduler(model([task('A', 1), task('B', 1), task('C', 1)], [link('A', 'B'), link('B', 'C')]));
    const before = scheduler.run();
    assert.throws(() => scheduler.addLink(link('C', 'A')), (error: unknown) => error instanceof CycleError && error.activityIds.join() === 'A,B,C');
    assert.equal(scheduler.run().projectFinish, before.projectFinish);
  });
});

describe('progress and the status date', () => {
  it('keeps a finished activity on its actual dates and frees its successors', () => {
    const result = schedule(
      model([task('A', 2, { progress: { actualStart: t('2024-03-04T08:00'), actualFinish: t('2024-03-04T17:00') } }), task('B', 1)], [link('A', 'B')]),
    );
    const a = result.activities.get('A')!;
    assert.deepEqual([iso(a.earlyStart), iso(a.earlyFinish)], ['2024-03-04T08:00', '2024-03-04T17:00']);
    assert.equal(a.critical, false);
    assert.equal(iso(result.activities.get('B')!.earlyStart), '2024-03-05T08:00');
  });
  it('schedules the remaining work of a started activity from the status date', () => {
    const result = schedule(
      model([task('A', 4, { progress: { actualStart: t('2024-03-04T08:00'), remainingDuration: 2 * DAY } })], [], { statusDate: t('2024-03-07T08:00') }),
    );
    assert.equal(iso(result.activities.get('A')!.earlyFinish), '2024-03-08T17:00');
  });
  it('derives the remaining work from percent complete when not given', () => {
    const result = schedule(model([task('A', 4, { progress: { actualStart: t('2024-03-04T08:00'), percentComplete: 25 } })]));
    assert.equal(iso(result.activities.get('A')!.earlyFinish), '2024-03-07T17:00');
  });
  it('does not schedule unstarted work before the status date', () => {
    const result = schedule(model([task('A', 1)], [], { statusDate: t('2024-03-06T08:00') }));
    assert.equal(iso(result.activities.get('A')!.earlyStart), '2024-03-06T08:00');
  });
  it('retained logic keeps out-of-sequence work waiting; progress override lets it run', () => {
    const activities = [
      task('A', 3, { progress: { actualStart: t('2024-03-04T08:00'), remainingDuration: 2 * DAY } }),
      task('B', 2, { progress: { actualStart: t('2024-03-05T08:00'), remainingDuration: DAY } }),
    ];
    const options = { statusDate: t('2024-03-06T08:00') };
    const retained = schedule(model(activities, [link('A', 'B')], { ...options, progressMode: 'retained-logic' }));
    const override = schedule(model(activities, [link('A', 'B')], { ...options, progressMode: 'progress-override' }));
    assert.equal(iso(retained.activities.get('B')!.earlyFinish), '2024-03-08T17:00');
    assert.equal(iso(override.activities.get('B')!.earlyFinish), '2024-03-06T17:00');
  });
});
