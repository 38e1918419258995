import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyRowChanges, paginate } from './activity-pages';
import type { ActivityReadDocument } from './activity.schema';

const row = (id: string, name = `Activity ${id}`): ActivityReadDocument => ({
  scheduleId: 's1',
  activityId: id,
  parentId: null,
  name,
  correlativeId: Number(id.replace(/\D/g, '')) || 0,
  order: 0,
  start: '2027-03-01T08:00',
  finish: '2027-03-05T17:00',
  progress: 0,
  subcontractId: null,
  calendarId: null,
  isSummary: false,
  isMilestone: false,
});
const ids = (pages: ActivityReadDocument[][]) => pages.map((page) => page.map((r) => r.activityId));

test('a plan is cut into pages of the given size, each activity knowing its page', () => {
  const { pages, pageOf } = paginate(['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => row(id)), 2);
  assert.deepEqual(ids(pages), [['a1', 'a2'], ['a3', 'a4'], ['a5']]);
  assert.equal(pageOf.get('a4'), 1);
});

test('a renamed activity is replaced on its own page only, and the kept pages are left as they were', () => {
  const current = paginate(['a1', 'a2', 'a3', 'a4'].map((id) => row(id)), 2);
  const { next, changed } = applyRowChanges(current, [row('a3', 'Level 3 slab')], [], 2);
  assert.deepEqual(changed, [1]);
  assert.equal(next.pages[1]![0]!.name, 'Level 3 slab');
  assert.equal(current.pages[1]![0]!.name, 'Activity a3', 'a failed write must not leave the kept copy changed');
  assert.equal(next.pages[0], current.pages[0], 'an untouched page is not copied');
});

test('new activities fill the last page and then open a new one; deleted ones leave their page', () => {
  const current = paginate(['a1', 'a2', 'a3'].map((id) => row(id)), 2);
  const { next, changed } = applyRowChanges(current, [row('a4'), row('a5')], ['a1'], 2);
  assert.deepEqual(ids(next.pages), [['a2'], ['a3', 'a4'], ['a5']]);
  assert.deepEqual(changed, [0, 1, 2]);
  assert.equal(next.pageOf.get('a5'), 2);
  assert.equal(next.pageOf.has('a1'), false);
});

test('deleting an activity that is not kept changes no page', () => {
  const current = paginate([row('a1')], 2);
  assert.deepEqual(applyRowChanges(current, [], ['a9'], 2).changed, []);
});

test('an empty schedule takes its first rows on a first page', () => {
  const { next, changed } = applyRowChanges(paginate([]), [row('a1')], []);
  assert.deepEqual(ids(next.pages), [['a1']]);
  assert.deepEqual(changed, [0]);
});
