import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { DEMO_ACTIVITIES, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserTest, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

browserTest("a planner opens Tower A's Gantt and reads the schedule the engine computed, down to its critical path", async () => {
  const towerActivities = DEMO_ACTIVITIES.filter((a) => a.scheduleId === HARBOR_VIEW_TOWER.id);
  const page = await newPage(browser);
  await page.goto('/login');
  await page.getByTestId('login-email').fill('planner@tenon.demo');
  await page.getByTestId('login-password').fill('Tenon-demo-2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('masterplan-schedules').waitFor();
  await page.getByTestId(`masterplan-open-gantt-${HARBOR_VIEW_TOWER.id}`).click();
  await page.waitForURL(`**/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`);
  await page.getByTestId('cpm-finish').waitFor({ timeout: 20_000 });

  // What the page shows is what the masterplan service computed for this schedule.
  const planner = await signIn('planner');
  const computed = await api<{ projectFinish: string; activities: Array<{ correlativeId: number; kind: string; critical: boolean }> }>(
    'GET',
    `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/critical-path`,
    { token: planner.sessionToken },
  );
  assert.equal(computed.status, 200);
  const [year, month, day] = computed.body.projectFinish.slice(0, 10).split('-');
  assert.equal(await page.getByTestId('cpm-finish').locator('.ant-statistic-content-value').innerText(), `${month}/${day}/${year!.slice(2)}`);
  assert.equal(await page.getByTestId('gantt-activity-count').locator('.ant-statistic-content-value').innerText(), String(towerActivities.length));
  const critical = computed.body.activities.filter((a) => a.critical && a.kind !== 'summary').length;
  assert.ok(critical > 0);
  assert.equal(await page.getByTestId('cpm-critical-count').locator('.ant-statistic-content-value').innerText(), String(critical));
  assert.ok((await page.locator('[data-critical="false"]').count()) > 0, 'activities with float are listed');
  await screenshot(page, 'masterplan-critical-path');

  await page.getByTestId('cpm-critical-only').click();
  await page.locator('[data-critical="false"]').first().waitFor({ state: 'detached' });
  const firstCritical = computed.body.activities.find((a) => a.critical)!;
  await page.getByTestId(`cpm-row-${firstCritical.correlativeId}`).waitFor();
  assert.ok((await page.locator('[data-critical="true"]').count()) > 0);
  await page.close();
});
