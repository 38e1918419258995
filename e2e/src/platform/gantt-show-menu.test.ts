import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOfFile, browserTest, screenshot } from '../support/browser';
import { addTask, plannerOnEmptyGantt } from '../support/gantt';

const browser = browserOfFile();

async function typeIn(page: Page, field: string, row: number, value: string): Promise<void> {
  await page.getByTestId(`cell-${field}-${row}`).dblclick();
  await page.getByTestId(`edit-${field}`).fill(value);
  await page.getByTestId(`edit-${field}`).press('Enter');
}

const barColour = (page: Page, row: number) => page.getByTestId(`bar-${row}`).locator('rect').first().getAttribute('data-colour');

async function toggle(page: Page, key: string): Promise<void> {
  if (!(await page.getByTestId('gantt-show-menu').isVisible())) await page.getByTestId('gantt-show').click();
  await page.getByTestId(`gantt-show-${key}`).click();
}

browserTest("a planner hides links, the critical path and today's line, shows float, shades the WBS, and finds the view so after a reload", async () => {
  const { page } = await plannerOnEmptyGantt(browser(), 'Show menu');
  await addTask(page, 'Structure');
  await addTask(page, 'Excavation');
  await addTask(page, 'Footings');
  await addTask(page, 'Survey');
  // Excavation (5 days) then Footings: the critical path. Survey (1 day) has four days of float.
  await typeIn(page, 'duration', 2, '5');
  await typeIn(page, 'predecessors', 3, '2');
  for (const row of [2, 3, 4]) {
    await page.getByTestId(`gantt-row-${row}`).click();
    await page.getByTestId('gantt-indent').click();
  }
  await page.getByTestId('gantt-link').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="bar-2"] rect')?.getAttribute('data-colour') === '#d64545');
  assert.equal(await barColour(page, 4), '#1f6feb', 'Survey has float: not critical');
  assert.equal(await page.getByTestId('gantt-today').count(), 1);
  assert.equal(await page.getByTestId('slack-4').count(), 0, 'float is not drawn until asked for');
  // The summary lasts what its activities span (five days and one after: six working days), not its day as a task.
  await page.waitForFunction(() => document.querySelector('[data-testid="cell-duration-1"]')?.textContent === '6');

  await toggle(page, 'links');
  await toggle(page, 'criticalPath');
  await toggle(page, 'todayLine');
  await toggle(page, 'slack');
  await page.getByTestId('gantt-show-menu').getByText('By WBS level').click();
  assert.equal(await page.getByTestId('gantt-link').count(), 0);
  assert.equal(await page.getByTestId('gantt-today').count(), 0);
  assert.equal(await barColour(page, 2), '#1f6feb', 'critical activities drawn as any other');
  await page.getByTestId('slack-4').waitFor();
  assert.equal(await page.getByTestId('slack-2').count(), 0, 'no float line on the critical path');
  // Survey's float ends where Footings, the last activity, finishes.
  const slackEnd = await page.getByTestId('slack-4').locator('line').first().getAttribute('x2');
  const footings = await page.getByTestId('bar-3').locator('rect').first().evaluate((rect) => Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')));
  assert.ok(Math.abs(Number(slackEnd) - footings) <= 1, `float ends at ${slackEnd}, Footings at ${footings}`);
  assert.ok((await page.getByTestId('gantt-row-1').getAttribute('data-tint')) !== null, 'the summary row is shaded');
  assert.equal(await page.getByTestId('gantt-row-2').getAttribute('data-tint'), null);
  await page.getByTestId('gantt-show').click();
  await page.getByTestId('gantt-show-menu').waitFor({ state: 'hidden' });
  await screenshot(page, 'gantt-show-menu');

  // The choices are part of the planner's default view: saved 2 s after the last change, back after a reload.
  await page.getByTestId('gantt-save').click();
  await page.getByText('Saved: version 1').waitFor();
  await page.waitForTimeout(2_600);
  await page.reload();
  await page.getByTestId('gantt-editor').waitFor({ timeout: 20_000 });
  await page.getByTestId('slack-4').waitFor();
  assert.equal(await page.getByTestId('gantt-link').count(), 0);
  assert.equal(await page.getByTestId('gantt-today').count(), 0);
  assert.ok((await page.getByTestId('gantt-row-1').getAttribute('data-tint')) !== null);

  await screenshot(page, 'gantt-show-menu-reloaded');
  await toggle(page, 'links');
  await page.getByTestId('gantt-link').first().waitFor();
  await page.close();
});
