import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportFileName } from './plan-export';

test('an exported file is named after the schedule, safe for every system', () => {
  assert.equal(exportFileName('Tower B / Levels 1-4', 'mspdi'), 'Tower B Levels 1-4.xml');
  assert.equal(exportFileName('Podium: "phase 2"?', 'xer'), 'Podium phase 2.xer');
  assert.equal(exportFileName('Podium', 'p6xml'), 'Podium (P6).xml');
  assert.equal(exportFileName('..\u0000', 'xer'), 'schedule.xer');
});
