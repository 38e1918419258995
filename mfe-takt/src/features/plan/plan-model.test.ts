import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TaktPlanView } from '@tenon/contracts/types';
import { draftChanged, draftOf, draftProblems, moveWagon, previewOf, shiftWagon, tasksOfDraft } from './plan-model';

const view: TaktPlanView = {
  scheduleId: 's',
  structures: [{ id: 'st', name: 'Tower' }],
  structureId: 'st',
  wagons: [
    { activityId: 'a', name: 'Walls', wbs: '1.1', unitCount: 4 },
    { activityId: 'b', name: 'Paint', wbs: '1.2', unitCount: 3 },
  ],
  areas: [
    { locationId: 'L1', name: 'Level 1', unitCount: 2 },
    { locationId: 'L2', name: 'Level 2', unitCount: 2 },
  ],
  plan: { taktDays: 2, bufferPeriods: 0, start: '2026-03-02', wagonIds: ['a', 'b'], shifts: {}, generatedAt: null, tasksWritten: 0 },
  calendarName: null,
  cells: [],
  clashes: [],
  periods: [
    { start: '2026-03-02', finish: '2026-03-03' },
    { start: '2026-03-04', finish: '2026-03-05' },
    { start: '2026-03-06', finish: '2026-03-09' },
    { start: '2026-03-10', finish: '2026-03-11' },
  ],
};

test('the preview places each wagon one period behind the one ahead, dated by the saved periods', () => {
  const preview = previewOf(view, draftOf(view));
  assert.deepEqual(preview.cells.map((c) => [c.wagonId, c.locationId, c.period, c.start]), [
    ['a', 'L1', 0, '2026-03-02'],
    ['a', 'L2', 1, '2026-03-04'],
    ['b', 'L1', 1, '2026-03-04'],
    ['b', 'L2', 2, '2026-03-06'],
  ]);
  assert.equal(preview.periodCount, 3);
  assert.deepEqual(preview.clashes, []);
  assert.equal(draftChanged(view, draftOf(view)), false);
});

test('dragging the second wagon one period earlier shows a clash in both levels and marks the draft unsaved', () => {
  const draft = shiftWagon(draftOf(view), 'b', -1);
  const preview = previewOf(view, draft);
  assert.deepEqual(preview.clashes.map((c) => [c.locationId, c.period, c.wagonIds]), [['L1', 0, ['a', 'b']], ['L2', 1, ['a', 'b']]]);
  assert.equal(draftChanged(view, draft), true);
  assert.deepEqual(shiftWagon(draft, 'b', -5).shifts, { b: -1 }, 'never before the first period');
  assert.deepEqual(shiftWagon(draft, 'b', 1).shifts, {}, 'back in place is no shift');
});

test('a new takt time is previewed in periods without dates until saved', () => {
  const preview = previewOf(view, { ...draftOf(view), taktDays: 3 });
  assert.ok(preview.cells.every((c) => c.start === null));
});

test('reordering the train moves the wagon and clears shifts; the tasks to write and form problems are counted', () => {
  const moved = moveWagon(shiftWagon(draftOf(view), 'b', 2), 'b', 0);
  assert.deepEqual([moved.wagonIds, moved.shifts], [['b', 'a'], {}]);
  assert.equal(tasksOfDraft(view, draftOf(view)), 7);
  assert.deepEqual(draftProblems({ ...draftOf(view), taktDays: 0, start: '', wagonIds: [] }), ['plan_error_takt_time', 'plan_error_start', 'plan_error_no_wagons']);
});
