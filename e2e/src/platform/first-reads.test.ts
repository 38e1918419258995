import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, signInAs } from '../support/browser';

const browser = browserOfFile();

/** The API reads a page made while it opened, in the order they left. */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/v1/')) reads.push(`${url.pathname.slice('/api/v1'.length)}${url.search}`);
    else if (url.pathname.endsWith('/remoteEntry.js')) reads.push('module code');
  });
  return reads;
}

browserTest('a reloaded weekly plan, lookahead and Gantt read their data once, sent before their module loads, and show it', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  const place = `/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}`;
  const cases = [
    {
      address: `/weeklyplan/commintments/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?date=2026-11-16`,
      read: `/weekly${place}/weeks?date=2026-11-16`,
      shown: page.getByTestId('week-state').filter({ hasText: 'Closed' }),
    },
    {
      address: `/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-23&weeks=4`,
      read: `/lookahead${place}/tasks?start=2026-11-23&weeks=4`,
      shown: page.locator('[data-testid="plan-table"] [data-row-kind="task"]').first(),
    },
    { address: `/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`, read: `/masterplan${place}/plan`, shown: page.locator('[data-testid="gantt-editor"] [data-testid^="bar-"]').first() },
  ];
  for (const { address, read, shown } of cases) {
    // The first visit leaves the module's code in the cache and the project selected, as a reload finds them.
    await page.goto(address);
    await shown.waitFor({ timeout: 30_000 });
    const reads = watchReads(page);
    await page.reload();
    await shown.waitFor({ timeout: 30_000 });
    assert.equal(reads.filter((path) => path === read).length, 1, `${read} is read once: ${reads.join(', ')}`);
    assert.ok(reads.indexOf(read) < reads.indexOf('module code'), `${read} leaves before the module's code is asked for: ${reads.join(', ')}`);
    assert.equal(reads.filter((path) => path === '/projects').length, 1, `the projects are read once: ${reads.join(', ')}`);
    page.removeAllListeners('request');
  }
  await page.close();
});
