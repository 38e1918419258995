import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayBarSpan, draggedProgress, hitBar, linkTypeFor, movedStart, resizedFinish, type BarRect } from './bar-drag';

const task: BarRect = { id: 't', kind: 'task', left: 100, right: 200, top: 30, height: 20, progress: 50 };
const milestone: BarRect = { id: 'm', kind: 'milestone', left: 300, right: 300, top: 60, height: 20, progress: 0 };
const summary: BarRect = { id: 's', kind: 'summary', left: 50, right: 400, top: 0, height: 20, progress: 0 };
const bars = [summary, task, milestone];
const DAY = 86_400_000;

test('a press on a bar body moves it, its right edge resizes it, its knob drags progress', () => {
  assert.deepEqual(hitBar(bars, 120, 35), { id: 't', zone: 'move' });
  assert.deepEqual(hitBar(bars, 197, 35), { id: 't', zone: 'resize' });
  assert.deepEqual(hitBar(bars, 151, 48), { id: 't', zone: 'progress' });
  // Above the bottom edge, the progress line is still the body.
  assert.deepEqual(hitBar(bars, 151, 40), { id: 't', zone: 'move' });
});

test('the circles beside a bar start a link from its start or finish', () => {
  assert.deepEqual(hitBar(bars, 90, 40), { id: 't', zone: 'link-start' });
  assert.deepEqual(hitBar(bars, 211, 40), { id: 't', zone: 'link-finish' });
  assert.deepEqual(hitBar(bars, 310, 70), { id: 'm', zone: 'link-finish' });
});

test('summaries are not dragged, and empty space hits nothing', () => {
  assert.equal(hitBar(bars, 60, 10), null);
  assert.equal(hitBar(bars, 250, 40), null);
  assert.deepEqual(hitBar(bars, 303, 70), { id: 'm', zone: 'move' });
});

test('a narrow bar is moved from anywhere, never resized', () => {
  const narrow: BarRect = { ...task, right: 110 };
  assert.equal(hitBar([narrow], 109, 35)?.zone, 'move');
  // One day at the day zoom (18 px) can still be stretched by its last third.
  const oneDay: BarRect = { ...task, right: 118 };
  assert.equal(hitBar([oneDay], 116, 35)?.zone, 'resize');
  assert.equal(hitBar([oneDay], 104, 35)?.zone, 'move');
});

test('moves and resizes go in whole days and a bar keeps at least one day', () => {
  const start = Date.UTC(2026, 0, 5, 8);
  assert.equal(movedStart(start, 40, 18), start + 2 * DAY);
  assert.equal(movedStart(start, -8, 18), start);
  assert.equal(movedStart(start, -10, 18), start - DAY);
  assert.equal(resizedFinish(start, start + 3 * DAY, 18 * 2, 18), start + 5 * DAY);
  assert.equal(resizedFinish(start, start + 3 * DAY, -18 * 10, 18), start + DAY);
});

test('progress follows the knob and stays within 0 and 100', () => {
  assert.equal(draggedProgress(task, 125), 25);
  assert.equal(draggedProgress(task, 90), 0);
  assert.equal(draggedProgress(task, 260), 100);
});

test('the link type comes from the ends joined', () => {
  assert.equal(linkTypeFor('finish', task, 110), 'FS');
  assert.equal(linkTypeFor('finish', task, 190), 'FF');
  assert.equal(linkTypeFor('start', task, 110), 'SS');
  assert.equal(linkTypeFor('start', task, 190), 'SF');
});

test('bars cover whole days; a milestone sits on the nearer day boundary', () => {
  const monday = Date.UTC(2026, 0, 5);
  assert.deepEqual(dayBarSpan(monday + 8 * 3_600_000, monday + 17 * 3_600_000, 'task'), { left: monday, right: monday + DAY });
  assert.deepEqual(dayBarSpan(monday + 8 * 3_600_000, monday + 4 * DAY + 17 * 3_600_000, 'task'), { left: monday, right: monday + 5 * DAY });
  assert.deepEqual(dayBarSpan(monday + 17 * 3_600_000, monday + 17 * 3_600_000, 'milestone'), { left: monday + DAY, right: monday + DAY });
  assert.deepEqual(dayBarSpan(monday + 8 * 3_600_000, monday + 8 * 3_600_000, 'milestone'), { left: monday, right: monday });
});
