import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRemoteModule, moduleForPath } from './module-paths';

test('each module route belongs to its module', () => {
  assert.equal(moduleForPath('/masterplan'), 'masterplan');
  assert.equal(moduleForPath('/masterplan/12/4'), 'masterplan');
  assert.equal(moduleForPath('/gantt/abc/ganttchart'), 'masterplan');
  assert.equal(moduleForPath('/importgantt/abc'), 'masterplan');
  assert.equal(moduleForPath('/lookahead/planification'), 'lookahead');
  assert.equal(moduleForPath('/reportlookahead/week/allNewTab/2026-11-26/lean/4'), 'lookahead');
  assert.equal(moduleForPath('/weeklyplan'), 'weekly');
  assert.equal(moduleForPath('/reportcommit/week/all/1/48/p/s/2026'), 'weekly');
  assert.equal(moduleForPath('/reportcommitclose/week/all/1/48/p/s'), 'weekly');
  assert.equal(moduleForPath('/taktplanning/units'), 'takt');
  assert.equal(moduleForPath('/analytics'), 'analytics');
  assert.equal(moduleForPath('/report/week/all/48/1/2026/2026-11-23/2026-11-29'), 'weekly');
  assert.equal(moduleForPath('/c1/project/p1/schedule/s1/export/weekly'), 'weekly');
  assert.equal(moduleForPath('/c1/project/p1/schedule/s1/export/other'), null);

  // The embedded external analytics page (spec part 3, 2.7) is the analytics module's own route.
  assert.equal(moduleForPath('/analytics-v2'), 'analytics');

  assert.equal(moduleForPath('/taktanalytics'), 'takt');
  assert.equal(moduleForPath('/extraDashboard'), 'takt');
});

test('paths that only share a prefix belong to no module', () => {
  assert.equal(moduleForPath('/analytics-v3'), null);
  assert.equal(moduleForPath('/masterplans'), null);
  assert.equal(moduleForPath('/projects'), null);
  assert.equal(moduleForPath('/'), null);
});

test('productivity has no remote yet', () => {
  assert.equal(isRemoteModule('productivity'), false);
  assert.equal(isRemoteModule('takt'), true);
});
