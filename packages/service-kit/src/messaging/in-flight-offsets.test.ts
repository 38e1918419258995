import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InFlightOffsets } from './in-flight-offsets';

test('the commit stops at the oldest record still being handled', () => {
  const offsets = new InFlightOffsets();
  for (const offset of ['10', '11', '12']) offsets.started('projects.projects.list', 0, offset);
  offsets.finished('projects.projects.list', 0, '11');
  offsets.finished('projects.projects.list', 0, '12');
  assert.deepEqual(offsets.committable(), [{ topic: 'projects.projects.list', partition: 0, offset: '10' }]);
  offsets.finished('projects.projects.list', 0, '10');
  assert.deepEqual(offsets.committable(), [{ topic: 'projects.projects.list', partition: 0, offset: '13' }]);
  assert.equal(offsets.pendingCount, 0);
});

test('partitions progress independently and a committed offset is not offered again', () => {
  const offsets = new InFlightOffsets();
  offsets.started('t', 0, '5');
  offsets.started('t', 1, '7');
  offsets.finished('t', 1, '7');
  const first = offsets.committable();
  assert.deepEqual(first, [
    { topic: 't', partition: 0, offset: '5' },
    { topic: 't', partition: 1, offset: '8' },
  ]);
  offsets.markCommitted(first);
  assert.deepEqual(offsets.committable(), []);
  offsets.finished('t', 0, '5');
  assert.deepEqual(offsets.committable(), [{ topic: 't', partition: 0, offset: '6' }]);
});

test('offsets beyond 2^53 keep their exact value', () => {
  const offsets = new InFlightOffsets();
  offsets.started('t', 2, '9007199254740993');
  offsets.finished('t', 2, '9007199254740993');
  assert.deepEqual(offsets.committable(), [{ topic: 't', partition: 2, offset: '9007199254740994' }]);
});

test('a reset forgets the work of the previous assignment', () => {
  const offsets = new InFlightOffsets();
  offsets.started('t', 0, '1');
  offsets.reset();
  offsets.finished('t', 0, '1');
  assert.deepEqual(offsets.committable(), []);
  assert.equal(offsets.pendingCount, 0);
});
