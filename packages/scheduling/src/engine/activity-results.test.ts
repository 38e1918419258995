import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { schedule, scheduleArrays } from './schedule';
import { Scheduler } from './scheduler';
import { DAY, iso, link, milestone, model, summary, t, task } from './test-models';

const plan = () =>
  model(
    [summary('P'), task('A', 2, { parentId: 'P' }), task('B', 3, { parentId: 'P' }), task('C', 1), milestone('End')],
    [link('A', 'C'), link('B', 'C'), link('C', 'End')],
  );

describe('schedule results', () => {
  it('reads like a map of activity results', () => {
    const result = schedule(plan());
    assert.equal(result.activities.size, 5);
    assert.equal(result.activities.has('B'), true);
    assert.equal(result.activities.has('Z'), false);
    assert.equal(result.activities.get('Z'), undefined);
    assert.deepEqual([...result.activities.keys()], ['P', 'A', 'B', 'C', 'End']);
    const c = result.activities.get('C')!;
    assert.equal(iso(c.earlyStart), '2024-03-07T08:00');
    assert.deepEqual(c.drivingPredecessorIds, ['B']);
    assert.equal(result.activities.get('A')!.totalFloat, DAY);
    const fromEntries = new Map(result.activities);
    assert.deepEqual(fromEntries.get('End'), result.activities.get('End'));
    const visited: string[] = [];
    result.activities.forEach((value, key) => visited.push(`${key}=${value.id}`));
    assert.deepEqual(visited, ['P=P', 'A=A', 'B=B', 'C=C', 'End=End']);
    assert.deepEqual([...result.activities.values()].map((value) => value.critical), [true, false, true, true, true]);
  });

  it('gives a summary its own late dates, not those of its exit', () => {
    const result = schedule(plan());
    const p = result.activities.get('P')!;
    assert.equal(iso(p.lateStart), '2024-03-04T08:00');
    assert.equal(iso(p.lateFinish), '2024-03-06T17:00');
  });

  it('keeps a result as it was when the schedule is edited afterwards', () => {
    const scheduler = new Scheduler(plan());
    scheduler.run();
    const before = scheduler.result();
    scheduler.setDuration('B', 5 * DAY);
    scheduler.run();
    const after = scheduler.result();
    assert.equal(iso(before.activities.get('C')!.earlyStart), '2024-03-07T08:00');
    assert.equal(iso(after.activities.get('C')!.earlyStart), '2024-03-11T08:00');
    assert.equal(before.projectFinish, t('2024-03-07T17:00'));
    assert.deepEqual(scheduler.activity('C'), after.activities.get('C'));
  });

  it('gives the same values as flat arrays', () => {
    const result = schedule(plan());
    const arrays = scheduleArrays(plan());
    arrays.ids.forEach((id, index) => {
      const one = result.activities.get(id)!;
      assert.equal(arrays.earlyStart[index], one.earlyStart, id);
      assert.equal(arrays.earlyFinish[index], one.earlyFinish, id);
      assert.equal(arrays.lateStart[index], one.lateStart, id);
      assert.equal(arrays.lateFinish[index], one.lateFinish, id);
      assert.equal(arrays.totalFloat[index], one.totalFloat, id);
      assert.equal(arrays.freeFloat[index], one.freeFloat, id);
      assert.equal(arrays.critical[index] === 1, one.critical, id);
    });
    assert.equal(arrays.projectFinish, result.projectFinish);
  });
});
