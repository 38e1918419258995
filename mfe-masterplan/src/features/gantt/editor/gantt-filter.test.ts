import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlanActivity } from '@tenon/contracts';
import { activityMatches, barColours, isFiltering, NO_FILTER, progressStatus } from './gantt-filter';

const row = (fields: Partial<PlanActivity>): PlanActivity =>
  ({ id: 'a'.repeat(24), correlativeId: 12, name: 'Hormigonado losa', kind: 'task', progress: 0, subcontractId: null, ...fields }) as PlanActivity;

test('no filter keeps everything', () => {
  assert.equal(isFiltering(NO_FILTER), false);
  assert.equal(activityMatches(row({}), NO_FILTER, false), true);
});

test('text finds names in any case and without accents, and an ID typed in full', () => {
  assert.equal(activityMatches(row({ name: 'Hormigón losa N1' }), { ...NO_FILTER, text: 'hormigon' }, false), true);
  assert.equal(activityMatches(row({}), { ...NO_FILTER, text: '12' }, false), true);
  assert.equal(activityMatches(row({}), { ...NO_FILTER, text: '1' }, false), false);
  assert.equal(activityMatches(row({}), { ...NO_FILTER, text: 'rebar' }, false), false);
});

test('status, critical and subcontract narrow together', () => {
  assert.deepEqual([0, 40, 100].map(progressStatus), ['not-started', 'in-progress', 'done']);
  const filter = { ...NO_FILTER, status: 'in-progress' as const, criticalOnly: true, subcontractId: 'b'.repeat(24) };
  assert.equal(activityMatches(row({ progress: 40, subcontractId: 'b'.repeat(24) }), filter, true), true);
  assert.equal(activityMatches(row({ progress: 40, subcontractId: 'b'.repeat(24) }), filter, false), false);
  assert.equal(activityMatches(row({ progress: 100, subcontractId: 'b'.repeat(24) }), filter, true), false);
  assert.equal(activityMatches(row({ progress: 40 }), filter, true), false);
});

test('colour schemes: critical red, status from progress, one colour per subcontract', () => {
  assert.equal(barColours(row({}), true, 'critical', []).stroke, '#d64545');
  assert.equal(barColours(row({ progress: 100 }), true, 'status', []).stroke, '#2f9e44');
  const first = barColours(row({ subcontractId: 'b'.repeat(24) }), false, 'subcontract', ['b'.repeat(24), 'c'.repeat(24)]);
  const second = barColours(row({ subcontractId: 'c'.repeat(24) }), false, 'subcontract', ['b'.repeat(24), 'c'.repeat(24)]);
  assert.notEqual(first.stroke, second.stroke);
});
