import { test } from 'node:test';
import assert from 'node:assert/strict';
import { weekPpc } from './ppc';

const kept = { committedPercent: 100, realizedPercent: 100, removed: false };
const missed = { committedPercent: 100, realizedPercent: 60, removed: false };

test('PPC is the share of kept commitments', () => {
  assert.deepEqual(weekPpc([kept, kept, missed]), { ppc: 66.7, committed: 3, met: 2, missed: 1 });
  assert.deepEqual(weekPpc([kept, kept, kept, missed]), { ppc: 75, committed: 4, met: 3, missed: 1 });
  assert.deepEqual(weekPpc([missed]), { ppc: 0, committed: 1, met: 0, missed: 1 });
});

test('removed commitments are not counted', () => {
  assert.deepEqual(weekPpc([kept, { ...missed, removed: true }]), { ppc: 100, committed: 1, met: 1, missed: 0 });
});

test('a week without commitments, or with all of them removed, has no PPC', () => {
  assert.deepEqual(weekPpc([]), { ppc: null, committed: 0, met: 0, missed: 0 });
  assert.deepEqual(weekPpc([{ ...kept, removed: true }, { ...missed, removed: true }]), { ppc: null, committed: 0, met: 0, missed: 0 });
});

test('a commitment not given a realized value at closing is a miss', () => {
  assert.deepEqual(weekPpc([{ committedPercent: 50, realizedPercent: null, removed: false }, kept]), { ppc: 50, committed: 2, met: 1, missed: 1 });
});
