import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GanttViewSettings } from '@tenon/contracts/types';
import { DEFAULT_VISUALIZATION, rowTintOf, setRowColours, slackSpan, toggleVisual, visualizationOf } from './chart-visualization';
import { DEFAULT_VIEW_SETTINGS } from './grid-columns';

const saved: GanttViewSettings = { columns: DEFAULT_VIEW_SETTINGS.columns, zoom: 2, colourScheme: 'status' };

test('a view saved before the toggles reads as the defaults, and a partial one keeps what it says', () => {
  assert.deepEqual(visualizationOf(saved), DEFAULT_VISUALIZATION);
  const partial = { visualization: { ...DEFAULT_VISUALIZATION, links: false } };
  assert.equal(visualizationOf(partial).links, false);
  assert.equal(visualizationOf(partial).todayLine, true);
});

test('a toggle flips one thing and keeps the rest of the view', () => {
  const hidden = toggleVisual(saved, 'links');
  assert.equal(hidden.visualization?.links, false);
  assert.equal(hidden.zoom, 2);
  assert.equal(hidden.colourScheme, 'status');
  assert.deepEqual({ ...hidden.visualization, links: true }, DEFAULT_VISUALIZATION);
  assert.equal(toggleVisual(hidden, 'links').visualization?.links, true);
  assert.equal(toggleVisual(saved, 'slack').visualization?.slack, true);
  assert.equal(setRowColours(hidden, 'level').visualization?.links, false);
});

test('row tints shade summaries by depth under the level scheme only, the deepest sharing the lightest tint', () => {
  assert.equal(rowTintOf('plain', true, 0), undefined);
  assert.equal(rowTintOf('level', false, 0), undefined);
  const tints = [0, 1, 2, 3, 7].map((depth) => rowTintOf('level', true, depth));
  assert.equal(new Set(tints.slice(0, 4)).size, 4);
  assert.equal(tints[4], tints[3]);
});

test('float is drawn from the early to the late finish, and not at all without float', () => {
  assert.deepEqual(slackSpan('2027-01-05T17:00', '2027-01-08T17:00', 1440), { from: '2027-01-05T17:00', to: '2027-01-08T17:00' });
  assert.equal(slackSpan('2027-01-05T17:00', '2027-01-05T17:00', 0), null);
  assert.equal(slackSpan('2027-01-05T17:00', undefined, 480), null);
  assert.equal(slackSpan('2027-01-05T17:00', '2027-01-04T17:00', 480), null);
});
