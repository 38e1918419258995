import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TAKT_TASK_DEFAULTS, taktTaskDrafts } from './takt-tasks';

const activity = { start: '2026-03-02', finish: '2026-03-06' };
const units = (n: number) => Array.from({ length: n }, (_, i) => ({ unitId: `u${i + 1}`, name: `Unit ${i + 1}` }));
const hundredths = (weights: number[]) => weights.reduce((sum, w) => sum + Math.round(w * 100), 0);

test('new takt tasks start Waiting, Debit, not active, progress 0, priority Low', () => {
  assert.deepEqual(TAKT_TASK_DEFAULTS, { status: 'Waiting', leanStatus: 'Debit', active: false, progress: 0, priority: 'Low' });
});

test('one task per unit, spanning the activity, weights adding up to 100', () => {
  const drafts = taktTaskDrafts({ activity, units: units(3), existing: [] });
  assert.deepEqual(drafts.map((d) => d.unitId), ['u1', 'u2', 'u3']);
  assert.deepEqual(drafts.map((d) => d.weight), [33.34, 33.33, 33.33]);
  assert.equal(drafts[0]!.duration, 5);
  assert.equal(drafts[0]!.start, '2026-03-02');
  assert.equal(hundredths(taktTaskDrafts({ activity, units: units(720), existing: [] }).map((d) => d.weight)), 10000);
});

test('a unit that already has its task is skipped, and a unit named twice counts once (a retried assign creates nothing twice)', () => {
  const existing = [{ unitId: 'u1', weight: 50 }];
  const drafts = taktTaskDrafts({ activity, units: [...units(3), { unitId: 'u3', name: 'again' }], existing });
  assert.deepEqual(drafts.map((d) => d.unitId), ['u2', 'u3']);
  assert.deepEqual(drafts.map((d) => d.weight), [25, 25]);
  assert.deepEqual(taktTaskDrafts({ activity, units: units(1), existing }), []);
});

test('a long activity gives takt tasks of at most 200 days', () => {
  const [draft] = taktTaskDrafts({ activity: { start: '2026-01-01', finish: '2027-06-30' }, units: units(1), existing: [] });
  assert.equal(draft!.duration, 200);
});
