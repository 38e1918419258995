import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASELINE_POINTS_CHUNK } from '@tenon/contracts';
import { baselineActivatedEvents } from './baseline-activated.publisher';

const head = { companyId: 'c', projectId: 'p', scheduleId: 's', baselineId: 'b', name: 'Contract', at: '2026-11-25T10:00:00.000Z' };
const point = (n: number) => ({ activityId: `a${n}`, start: '2026-11-02T08:00', finish: '2026-11-03T17:00', duration: 960 });

test('a baseline travels in chunks of one baseline, in order, with only its dates', () => {
  const events = baselineActivatedEvents(head, Array.from({ length: BASELINE_POINTS_CHUNK + 1 }, (_, n) => point(n)));
  assert.deepEqual(events.map((e) => [e.chunkIndex, e.chunkCount, e.points.length]), [[0, 2, BASELINE_POINTS_CHUNK], [1, 2, 1]]);
  assert.deepEqual(events[1]?.points, [{ activityId: `a${BASELINE_POINTS_CHUNK}`, start: '2026-11-02T08:00', finish: '2026-11-03T17:00' }]);
});

test('a baseline without points still says it is the active one', () => {
  assert.deepEqual(baselineActivatedEvents(head, []), [{ ...head, chunkIndex: 0, chunkCount: 1, points: [] }]);
});
