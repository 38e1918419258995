import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACTIVITIES, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { DurationScenario, isoFromMinutes, type ScheduleModel } from '@tenon/scheduling';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';

interface CriticalPathBody {
  projectFinish: string;
  minutesPerDay: number;
  activities: Array<{ id: string; correlativeId: number; kind: string; critical: boolean; duration: number }>;
  model: ScheduleModel;
}

/** How the page shows a date in English: MM/DD/YY. */
function usDate(wallClock: string): string {
  const [year, month, day] = wallClock.slice(0, 10).split('-');
  return `${month}/${day}/${year!.slice(2)}`;
}

async function signInAsPlanner(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('planner@tenon.demo');
  await page.getByTestId('login-password').fill('Tenon-demo-2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('masterplan-schedules').waitFor();
}

const browser = browserOfFile();

browserTest("a planner opens Tower A's Gantt and reads the schedule the engine computed, down to its critical path", async () => {
  const towerActivities = DEMO_ACTIVITIES.filter((a) => a.scheduleId === HARBOR_VIEW_TOWER.id);
  const page = await newPage(browser());
  await signInAsPlanner(page);
  await page.getByTestId(`masterplan-open-gantt-${HARBOR_VIEW_TOWER.id}`).click();
  await page.waitForURL(`**/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`);
  await page.getByTestId('gantt-tab-analysis').click({ timeout: 20_000 });
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

browserTest('a planner lengthens a critical task in a what-if: the Web Worker re-schedules at once, nothing is saved, Ctrl+Z undoes it', async () => {
  const planner = await signIn('planner');
  const route = `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/critical-path`;
  const served = await api<CriticalPathBody>('GET', route, { token: planner.sessionToken });
  assert.equal(served.status, 200);
  const plan = served.body;
  // What the engine gives for that change, computed here from the model the page was served: the first critical
  // task whose five more days reach the finish (work already done keeps its dates, so the demo's first ones do not).
  const leaves = new Set(plan.activities.filter((a) => a.kind !== 'summary').map((a) => a.id));
  const finishWith = (id: string, minutes: number) => {
    const scenario = new DurationScenario(plan.model);
    scenario.apply(new Map([[id, minutes]]));
    return isoFromMinutes(Math.max(...[...scenario.result().activities].filter(([leaf]) => leaves.has(leaf)).map(([, r]) => r.earlyFinish)));
  };
  const task = plan.activities.find((a) => a.kind === 'task' && a.critical && a.duration > 0 && finishWith(a.id, a.duration + 5 * plan.minutesPerDay) > plan.projectFinish)!;
  assert.ok(task !== undefined, 'lengthening a critical task moves the finish');
  const longer = task.duration + 5 * plan.minutesPerDay;
  const expectedFinish = finishWith(task.id, longer);

  const page = await newPage(browser());
  await signInAsPlanner(page);
  await page.goto(`/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`);
  await page.getByTestId('gantt-tab-analysis').click({ timeout: 20_000 });
  const finish = page.getByTestId('cpm-finish').locator('.ant-statistic-content-value');
  await finish.waitFor({ timeout: 20_000 });
  const plannedText = await finish.innerText();

  await page.getByTestId('what-if-toggle').click();
  await page.locator('[data-testid="what-if-bar"][data-engine="worker"]').waitFor();
  // The task may be far down the list: the critical ones alone fit on the page.
  await page.getByTestId('cpm-critical-only').click();
  const input = page.getByTestId(`what-if-duration-${task.correlativeId}`);
  await input.fill(String(longer / plan.minutesPerDay));
  await input.press('Enter');
  await page.getByTestId('what-if-summary').waitFor();
  // The summary and the figure render from the same answer but not in the same frame.
  await page
    .waitForFunction((want) => document.querySelector('[data-testid="cpm-finish"] .ant-statistic-content-value')?.textContent === want, usDate(expectedFinish), { timeout: 5_000 })
    .catch(() => undefined);
  assert.equal(await finish.innerText(), usDate(expectedFinish));
  assert.equal(await page.getByTestId(`cpm-row-${task.correlativeId}`).getAttribute('data-changed'), 'true');
  assert.match(await page.getByTestId('what-if-timing').innerText(), /Web Worker/);
  await screenshot(page, 'masterplan-what-if');

  // Nothing is saved: the service still answers the plan as it was.
  const after = await api<CriticalPathBody>('GET', route, { token: planner.sessionToken });
  assert.equal(after.body.projectFinish, plan.projectFinish);

  // Ctrl+Z inside a field is the field's own undo: leave the duration field first, whatever a click would focus.
  await page.getByTestId('cpm-critical-count').click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await page.getByTestId('what-if-summary').waitFor({ state: 'detached' });
  await page
    .waitForFunction((want) => document.querySelector('[data-testid="cpm-finish"] .ant-statistic-content-value')?.textContent === want, plannedText, { timeout: 5_000 })
    .catch(() => undefined);
  assert.equal(await finish.innerText(), plannedText);
  assert.equal(await page.getByTestId(`cpm-row-${task.correlativeId}`).getAttribute('data-changed'), 'false');
  await page.close();
});
