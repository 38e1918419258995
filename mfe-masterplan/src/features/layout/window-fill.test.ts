import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowFillHeight } from './window-fill';

test('the pane takes the window less what is above and under it, so the page ends at the window bottom', () => {
  // The Gantt at 1440×900: chart from y 339, status line and the page padding (48) under it.
  assert.equal(windowFillHeight({ paneTop: 339, below: 48, viewportHeight: 900, minHeight: 320 }), 513);
  // Its toolbar wrapped to one line more: the chart starts lower and is shorter by as much.
  assert.equal(windowFillHeight({ paneTop: 379, below: 48, viewportHeight: 900, minHeight: 320 }), 473);
});

test('on a small window the pane keeps its least height and the page scrolls', () => {
  assert.equal(windowFillHeight({ paneTop: 339, below: 48, viewportHeight: 600, minHeight: 320 }), 320);
});

test('a fractional layout rounds down: a pixel too many would give the page a scrollbar', () => {
  assert.equal(windowFillHeight({ paneTop: 339.4, below: 48.2, viewportHeight: 900, minHeight: 320 }), 512);
});
