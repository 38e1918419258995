import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { schedule } from './schedule';
import { DAY, iso, link, milestone, model, t, task } from './test-models';

const dates = (result: ReturnType<typeof schedule>, id: string) => {
  const activity = result.activities.get(id)!;
  return [iso(activity.earlyStart), iso(activity.earlyFinish)];
};

describe('finish-start links', () => {
  it('starts the successor at the next working time after the predecessor finishes', () => {
    const result = schedule(model([task('A', 1), task('B', 1)], [link('A', 'B')]));
    assert.deepEqual(dates(result, 'A'), ['2024-03-04T08:00', '2024-03-04T17:00']);
    assert.deepEqual(dates(result, 'B'), ['2024-03-05T08:00', '2024-03-05T17:00']);
  });
  it('adds a lag in working time on the predecessor calendar', () => {
    const result = schedule(model([task('A', 1), task('B', 1)], [link('A', 'B', 'FS', DAY)]));
    assert.deepEqual(dates(result, 'B'), ['2024-03-06T08:00', '2024-03-06T17:00']);
  });
  it('overlaps with a lead', () => {
    const result = schedule(model([task('A', 1), task('B', 1)], [link('A', 'B', 'FS', -DAY / 2)]));
    assert.deepEqual(dates(result, 'B'), ['2024-03-04T13:00', '2024-03-05T12:00']);
  });
  it('counts an elapsed lag through the weekend', () => {
    const result = schedule(
      model([task('A', 5), task('B', 1)], [{ predecessorId: 'A', successorId: 'B', type: 'FS', lag: { value: 24 * 60, unit: 'elapsed-minutes' } }]),
    );
    assert.deepEqual(dates(result, 'B'), ['2024-03-11T08:00', '2024-03-11T17:00']);
  });
  it('takes a percent lag from the predecessor duration', () => {
    const result = schedule(
      model([task('A', 4), task('B', 1)], [{ predecessorId: 'A', successorId: 'B', type: 'SS', lag: { value: 50, unit: 'percent' } }]),
    );
    assert.deepEqual(dates(result, 'B'), ['2024-03-06T08:00', '2024-03-06T17:00']);
  });
  it('counts the lag on a 24-hour calendar when the options say so', () => {
    const links = [link('A', 'B', 'FS', 24 * 60)];
    const onPredecessor = schedule(model([task('A', 5), task('B', 1)], links));
    const onTwentyFourHours = schedule(model([task('A', 5), task('B', 1)], links, { lagCalendar: '24h' }));
    assert.equal(iso(onPredecessor.activities.get('B')!.earlyStart), '2024-03-14T08:00');
    assert.equal(iso(onTwentyFourHours.activities.get('B')!.earlyStart), '2024-03-11T08:00');
  });
  it('puts a milestone right at its predecessor finish', () => {
    const result = schedule(model([task('A', 1), milestone('M')], [link('A', 'M')]));
    assert.deepEqual(dates(result, 'M'), ['2024-03-04T17:00', '2024-03-04T17:00']);
  });
});

describe('start-start, finish-finish and start-finish links', () => {
  it('starts together with a lag or a lead', () => {
    const lagged = schedule(model([task('A', 2), task('B', 1)], [link('A', 'B', 'SS', 120)]));
    assert.deepEqual(dates(lagged, 'B'), ['2024-03-04T10:00', '2024-03-05T10:00']);
    const led = schedule(model([task('A', 2, { constraint: { type: 'snet', date: t('2024-03-06T08:00') } }), task('B', 1)], [link('A', 'B', 'SS', -DAY)]));
    assert.deepEqual(dates(led, 'B'), ['2024-03-05T08:00', '2024-03-05T17:00']);
  });
  it('finishes together with a lag', () => {
    const result = schedule(model([task('A', 2), task('B', 1)], [link('A', 'B', 'FF', DAY)]));
    assert.deepEqual(dates(result, 'B'), ['2024-03-06T08:00', '2024-03-06T17:00']);
    const late = result.activities.get('A')!;
    assert.equal(iso(late.lateFinish), '2024-03-05T17:00');
  });
  it('finishes the successor no earlier than the predecessor starts (start-finish)', () => {
    const result = schedule(model([task('A', 1, { constraint: { type: 'snet', date: t('2024-03-07T08:00') } }), task('B', 1)], [link('A', 'B', 'SF')]));
    const b = result.activities.get('B')!;
    assert.equal(iso(b.earlyStart), '2024-03-06T08:00');
    assert.equal(b.earlyFinish <= t('2024-03-07T08:00') && b.earlyFinish >= t('2024-03-06T17:00'), true);
    assert.deepEqual(b.drivingPredecessorIds, ['A']);
  });
  it('computes late dates back through every link type', () => {
    const result = schedule(
      model(
        [task('A', 1), task('B', 1), task('C', 1), task('D', 1), task('End', 5)],
        [link('A', 'End', 'FS', DAY), link('B', 'End', 'SS', DAY), link('C', 'End', 'FF', -DAY), link('D', 'End', 'SF', DAY)],
      ),
    );
    const late = (id: string) => iso(result.activities.get(id)!.lateFinish);
    // A's lagged link drives End: Wednesday 03-06 to Tuesday 03-12.
    assert.equal(iso(result.activities.get('End')!.earlyStart), '2024-03-06T08:00');
    assert.equal(iso(result.projectFinish), '2024-03-12T17:00');
    assert.equal(late('A'), '2024-03-04T17:00');
    assert.equal(late('B'), '2024-03-05T17:00');
    // A finish-finish lead would allow C to finish a day after End, but not after the project.
    assert.equal(late('C'), '2024-03-12T17:00');
    // Start-finish: D may start until a day before End's late finish.
    assert.equal(iso(result.activities.get('D')!.lateStart), '2024-03-12T08:00');
  });
});

describe('floats, critical path and driving predecessors', () => {
  const network = () =>
    model(
      [task('A', 2), task('B', 1), task('C', 3), task('D', 1)],
      [link('A', 'B'), link('A', 'C'), link('B', 'D'), link('C', 'D')],
    );
  it('gives the short branch total and free float, the long branch none', () => {
    const result = schedule(network());
    const b = result.activities.get('B')!;
    assert.equal(b.totalFloat, 2 * DAY);
    assert.equal(b.freeFloat, 2 * DAY);
    assert.equal(b.critical, false);
    for (const id of ['A', 'C', 'D']) assert.equal(result.activities.get(id)!.critical, true, id);
    assert.deepEqual(result.activities.get('D')!.drivingPredecessorIds, ['C']);
    assert.equal(iso(result.projectFinish), '2024-03-11T17:00');
  });
  it('marks near-critical work with a float threshold', () => {
    const result = schedule({ ...network(), options: { ...network().options, critical: { kind: 'float', threshold: 2 * DAY } } });
    assert.equal(result.activities.get('B')!.critical, true);
  });
  it('follows the longest path back from the project finish', () => {
    const result = schedule({ ...network(), options: { ...network().options, critical: { kind: 'longest-path' } } });
    assert.deepEqual(
      ['A', 'B', 'C', 'D'].map((id) => result.activities.get(id)!.critical),
      [true, false, true, true],
    );
  });
  it('measures total float on start, finish or the smaller of both', () => {
    // B's start is held by a finish-finish link only: its start float differs from its finish float.
    const base = model([task('A', 3), task('B', 1, { constraint: { type: 'fnlt', date: t('2024-03-06T17:00') } })], []);
    const float = (mode: 'start' | 'finish' | 'smallest') =>
      schedule({ ...base, options: { ...base.options, totalFloatMode: mode } }).activities.get('B')!.totalFloat;
    assert.equal(float('finish'), 2 * DAY);
    assert.equal(float('start'), 2 * DAY);
    assert.equal(float('smallest'), 2 * DAY);
  });
});
