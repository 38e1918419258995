import { test } from 'node:test';
import { planActivityDefaults } from '@tenon/contracts';
import assert from 'node:assert/strict';
import type { PlanActivity } from '@tenon/contracts';
import { activityPatch, formValuesOf } from './activity-form-rules';
import { updateActivity } from './plan-edits';

const activity: PlanActivity = {
  id: 'a'.repeat(24),
  correlativeId: 4,
  name: 'Pour slab',
  kind: 'task',
  parentId: null,
  order: 0,
  duration: 960,
  start: '2026-03-02T08:00',
  finish: '2026-03-03T17:00',
  ...planActivityDefaults(),
};
const scheduled = { start: '2026-03-02T08:00', finish: '2026-03-03T17:00' };

test('the form shows the duration in days and the constraint day', () => {
  const values = formValuesOf(activity, scheduled, 480);
  assert.equal(values.durationDays, '2');
  assert.equal(values.constraintDay, '2026-03-02');
});

test('a finish constraint keeps the finish time of day, a start constraint the start time', () => {
  const values = formValuesOf(activity, scheduled, 480);
  const finish = activityPatch({ ...values, constraintType: 'fnlt', constraintDay: '2026-03-10' }, activity, scheduled, 480);
  assert.ok('patch' in finish);
  assert.equal(finish.patch.constraintDate, '2026-03-10T17:00');
  const start = activityPatch({ ...values, constraintType: 'mso', constraintDay: '2026-03-05' }, activity, scheduled, 480);
  assert.ok('patch' in start);
  assert.equal(start.patch.constraintDate, '2026-03-05T08:00');
  const none = activityPatch({ ...values, constraintType: 'alap' }, activity, scheduled, 480);
  assert.ok('patch' in none);
  assert.equal(none.patch.constraintDate, null);
});

test('bad fields are named and nothing is patched', () => {
  const values = formValuesOf(activity, scheduled, 480);
  const result = activityPatch({ ...values, name: '  ', durationDays: '-1', progress: '140', constraintType: 'snet', constraintDay: '' }, activity, scheduled, 480);
  assert.deepEqual(result, { errors: { name: 'name_required', durationDays: 'duration_invalid', progress: 'progress_invalid', constraintDay: 'constraint_date_required' } });
});

test('a milestone has no duration; days become working minutes', () => {
  const values = formValuesOf(activity, scheduled, 480);
  const milestone = activityPatch({ ...values, milestone: true }, activity, scheduled, 480);
  assert.ok('patch' in milestone);
  assert.equal(milestone.patch.duration, 0);
  const longer = activityPatch({ ...values, durationDays: '3,5' }, activity, scheduled, 480);
  assert.ok('patch' in longer);
  assert.equal(longer.patch.duration, 1680);
});

test('a form saved unchanged is no edit', () => {
  const state = { activities: [activity], links: [] };
  const result = activityPatch(formValuesOf(activity, scheduled, 480), activity, scheduled, 480);
  assert.ok('patch' in result);
  assert.equal(updateActivity(state, activity.id, result.patch), state);
  assert.notEqual(updateActivity(state, activity.id, { ...result.patch, tags: ['x'] }), state);
});

test('progress typed alone brings its actual dates; typed dates are kept and checked against each other and the data date', () => {
  const values = formValuesOf(activity, scheduled, 480);
  const started = activityPatch({ ...values, progress: '40' }, activity, scheduled, 480, '2026-03-05T00:00');
  assert.ok('patch' in started);
  assert.deepEqual([started.patch.progress, started.patch.actualStart, started.patch.actualFinish], [40, '2026-03-02T08:00', null]);
  const typed = activityPatch({ ...values, progress: '100', actualStart: '2026-03-02T09:00', actualFinish: '2026-03-04T12:00' }, activity, scheduled, 480, '2026-03-05T00:00');
  assert.ok('patch' in typed);
  assert.deepEqual([typed.patch.actualStart, typed.patch.actualFinish], ['2026-03-02T09:00', '2026-03-04T12:00']);

  const late = activityPatch({ ...values, progress: '40', actualStart: '2026-03-06T08:00' }, activity, scheduled, 480, '2026-03-05T00:00');
  assert.deepEqual(late, { errors: { actualStart: 'progress_ACTUAL_AFTER_DATA_DATE' } });
  const noStart = activityPatch({ ...values, progress: '100', actualFinish: '2026-03-04T12:00' }, activity, scheduled, 480, null);
  assert.deepEqual(noStart, { errors: { actualStart: 'progress_ACTUAL_FINISH_NEEDS_START' } });
  const notDone = activityPatch({ ...values, progress: '60', actualStart: '2026-03-02T08:00', actualFinish: '2026-03-04T12:00' }, activity, scheduled, 480, null);
  assert.deepEqual(notDone, { errors: { progress: 'progress_FINISH_NEEDS_COMPLETE' } });
  const doneNoFinish = activityPatch({ ...values, progress: '100', actualStart: '2026-03-02T08:00' }, activity, scheduled, 480, null);
  assert.deepEqual(doneNoFinish, { errors: { actualFinish: 'progress_COMPLETE_NEEDS_FINISH' } });
  const badDate = activityPatch({ ...values, progress: '10', actualStart: '2026-03' }, activity, scheduled, 480, null);
  assert.deepEqual(badDate, { errors: { actualStart: 'date_invalid' } });
});

test("a custom weight is a percentage; a parent's progress is never taken from the form", () => {
  const values = formValuesOf(activity, scheduled, 480);
  const weighted = activityPatch({ ...values, hasCustomPonderator: true, ponderator: '25' }, activity, scheduled, 480);
  assert.ok('patch' in weighted);
  assert.deepEqual([weighted.patch.hasCustomPonderator, weighted.patch.ponderator], [true, 25]);
  assert.deepEqual(activityPatch({ ...values, hasCustomPonderator: true, ponderator: '120' }, activity, scheduled, 480), { errors: { ponderator: 'weight_invalid' } });
  const parent: PlanActivity = { ...activity, kind: 'summary', progress: 35 };
  const parentPatch = activityPatch({ ...formValuesOf(parent, scheduled, 480), progress: '90' }, parent, scheduled, 480);
  assert.ok('patch' in parentPatch);
  assert.equal('progress' in parentPatch.patch, false);
});

test('cost and man-hours are amounts from 0, empty for none; a parent takes neither from the form', () => {
  const values = formValuesOf(activity, scheduled, 480);
  assert.deepEqual([values.cost, values.hhWorkTime], ['', '']);
  const budgeted = activityPatch({ ...values, cost: '1250000,50', hhWorkTime: '320' }, activity, scheduled, 480);
  assert.ok('patch' in budgeted);
  assert.deepEqual([budgeted.patch.cost, budgeted.patch.hhWorkTime], [1250000.5, 320]);
  const back = formValuesOf({ ...activity, cost: 1250000.5, hhWorkTime: 320 }, scheduled, 480);
  assert.deepEqual([back.cost, back.hhWorkTime], ['1250000.5', '320']);
  assert.deepEqual(activityPatch({ ...values, cost: '-1', hhWorkTime: '2000000' }, activity, scheduled, 480), { errors: { cost: 'cost_invalid', hhWorkTime: 'hh_invalid' } });
  assert.deepEqual(activityPatch({ ...values, cost: 'ten' }, activity, scheduled, 480), { errors: { cost: 'cost_invalid' } });
  const cleared = activityPatch({ ...formValuesOf({ ...activity, cost: 10, hhWorkTime: 2 }, scheduled, 480), cost: ' ', hhWorkTime: '' }, activity, scheduled, 480);
  assert.ok('patch' in cleared);
  assert.deepEqual([cleared.patch.cost, cleared.patch.hhWorkTime], [null, null]);
  const parent: PlanActivity = { ...activity, kind: 'summary', cost: 99 };
  const parentPatch = activityPatch({ ...formValuesOf(parent, scheduled, 480), cost: '5' }, parent, scheduled, 480);
  assert.ok('patch' in parentPatch);
  assert.equal('cost' in parentPatch.patch, false);
});

test('a submittal is typed in whole days, an on-site day is optional, and unticking it drops it', () => {
  const values = { ...formValuesOf(activity, scheduled, 480), hasSubmittal: true, leadTimeDays: '42', designReviewDays: '14', internalReviewDays: '' };
  const result = activityPatch(values, activity, scheduled, 480);
  assert.ok('patch' in result);
  assert.deepEqual(result.patch.submittal, { leadTimeDays: 42, designReviewDays: 14, internalReviewDays: 0, requiredOnSite: null });
  const bad = activityPatch({ ...values, leadTimeDays: '2.5', internalReviewDays: '-1', requiredOnSite: 'soon' }, activity, scheduled, 480);
  assert.ok('errors' in bad);
  assert.deepEqual([bad.errors.leadTimeDays, bad.errors.internalReviewDays, bad.errors.requiredOnSite, bad.errors.designReviewDays], ['submittal_days_invalid', 'submittal_days_invalid', 'submittal_date_invalid', undefined]);
  const kept = { ...activity, submittal: { leadTimeDays: 42, designReviewDays: 14, internalReviewDays: 5, requiredOnSite: '2026-03-01' } };
  const shown = formValuesOf(kept, scheduled, 480);
  assert.deepEqual([shown.hasSubmittal, shown.leadTimeDays, shown.requiredOnSite], [true, '42', '2026-03-01']);
  const dropped = activityPatch({ ...shown, hasSubmittal: false }, kept, scheduled, 480);
  assert.ok('patch' in dropped);
  assert.equal(dropped.patch.submittal, null);
});
