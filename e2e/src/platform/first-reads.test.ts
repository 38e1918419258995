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
    // The module's exposed code, asked for when the shell loads the module (its entry is preloaded with the page).
    else if (/\/__federation_expose_[^/]*\.js$/.test(url.pathname) && !reads.includes('module code')) reads.push('module code');
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
      // The user's saved view decides how the plan looks from its first paint.
      views: `/lookahead${place}/views`,
      shown: page.locator('[data-testid="plan-table"] [data-row-kind="task"]').first(),
    },
    {
      address: `/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`,
      read: `/masterplan${place}/plan`,
      views: `/masterplan${place}/views`,
      shown: page.locator('[data-testid="gantt-editor"] [data-testid^="bar-"]').first(),
    },
  ];
  for (const { address, read, views, shown } of cases) {
    // The first visit leaves the module's code in the cache and the project selected, as a reload finds them.
    await page.goto(address);
    await shown.waitFor({ timeout: 30_000 });
    const reads = watchReads(page);
    await page.reload();
    await shown.waitFor({ timeout: 30_000 });
    assert.equal(reads.filter((path) => path === read).length, 1, `${read} is read once: ${reads.join(', ')}`);
    assert.ok(reads.indexOf(read) < reads.indexOf('module code'), `${read} leaves before the module's code is asked for: ${reads.join(', ')}`);
    assert.equal(reads.filter((path) => path === '/projects').length, 1, `the projects are read once: ${reads.join(', ')}`);
    if (views !== undefined) {
      assert.equal(reads.filter((path) => path === views).length, 1, `${views} is read once: ${reads.join(', ')}`);
      assert.ok(reads.indexOf(views) < reads.indexOf('module code'), `${views} leaves before the module's code is asked for: ${reads.join(', ')}`);
    }
    page.removeAllListeners('request');
  }
  await page.close();
});

browserTest("antd's styles come from the built CSS file: a page with buttons, selects and tables builds none of theirs", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-23&weeks=4`);
  await page.locator('[data-testid="plan-table"] [data-row-kind="task"]').first().waitFor({ timeout: 30_000 });
  const linked = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => new URL(link.href).pathname));
  assert.ok(linked.some((path) => /^\/antd\.[0-9a-f]{8}\.css$/.test(path)), `the page links the built CSS: ${linked.join(', ')}`);
  // antd writes a <style> for each component whose styles it builds in the browser, opening with the component's own
  // rule (`:where(.css-…).ant-btn{`); another component's rules may name it inside (`.ant-modal-footer .ant-btn`).
  const built = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n'));
  for (const component of ['ant-btn', 'ant-select', 'ant-table', 'ant-input', 'ant-checkbox', 'ant-layout-sider']) {
    assert.doesNotMatch(built, new RegExp(`\\)\\.${component}\\{`), `${component} is styled by the built file`);
  }
  assert.equal(await page.locator('.ant-btn').first().evaluate((button) => getComputedStyle(button).borderRadius), '6px', "the theme's radius reaches the buttons");
  await page.close();
});
