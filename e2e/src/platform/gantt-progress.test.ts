import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOfFile, browserTest, clickWhenSettled, screenshot } from '../support/browser';
import { addTask, editCell, plannerOnEmptyGantt as openEmptyGantt } from '../support/gantt';

const browser = browserOfFile();

const plannerOnEmptyGantt = async (): Promise<Page> => (await openEmptyGantt(browser(), 'Progress')).page;

/** A task bar's left edge in chart coordinates (the chart scrolls to follow an edit). */
const barX = async (page: Page, row: number) => Number(await page.getByTestId(`bar-${row}`).locator('rect').first().getAttribute('x'));

browserTest('a planner enters progress on two activities and sees their parent roll up, sets the data date and sees the bars move, and saves an update', async () => {
  const page = await plannerOnEmptyGantt();
  await addTask(page, 'Structure');
  await addTask(page, 'Slab');
  await addTask(page, 'Walls');
  await addTask(page, 'Roof');
  // Slab and Walls under Structure; Roof stays on its own.
  for (const row of [2, 3]) {
    await page.getByTestId(`gantt-row-${row}`).click();
    await page.getByTestId('gantt-indent').click();
  }
  await editCell(page, 'duration', 2, '3');
  await editCell(page, 'progress', 2, '100');
  await editCell(page, 'progress', 3, '40');
  // Weighted by duration: (3 × 100 + 1 × 40) / 4.
  await page.waitForFunction(() => document.querySelector('[data-testid="cell-progress-1"]')?.textContent === '85');
  assert.equal(await page.getByTestId('cell-status-2').getAttribute('data-status'), 'done');
  assert.equal(await page.getByTestId('cell-progress-3').locator('..').getAttribute('data-band'), 'middle');
  // A parent's progress is not typed: double-clicking it opens no editor.
  await page.getByTestId('cell-progress-1').dblclick();
  assert.equal(await page.getByTestId('edit-progress').count(), 0);
  await screenshot(page, 'gantt-progress-rollup');

  await page.getByTestId('gantt-save').click();
  await page.getByTestId('gantt-version').filter({ hasText: '1' }).waitFor();

  // Two weeks on, nothing more done: Roof has not started and cannot be before the data date; Walls' remaining work follows it.
  const roofBefore = await barX(page, 4);
  const dataDay = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('gantt-data-date').fill(dataDay);
  await page.getByTestId('gantt-data-date').press('Enter');
  await page.getByTestId('gantt-data-date-line').waitFor({ state: 'attached' });
  await page.waitForFunction((before) => {
    const bar = document.querySelector('[data-testid="bar-4"] rect');
    return bar !== null && Number(bar.getAttribute('x')) > before + 50;
  }, roofBefore);
  const line = Number(await page.getByTestId('gantt-data-date-line').getAttribute('data-x'));
  assert.ok((await barX(page, 4)) >= line - 1, 'the unstarted activity starts at the data date line');
  await screenshot(page, 'gantt-progress-data-date');

  await page.getByTestId('gantt-updates').click();
  await page.getByTestId('update-name').fill('Week 1');
  await page.getByTestId('update-comment').fill('Slab done');
  await page.getByTestId('update-save').click();
  await page.getByTestId('updates-list').getByText('Week 1').waitFor();
  await screenshot(page, 'gantt-progress-updates');
  await page.locator('.ant-modal-close').click();

  await page.getByTestId('cell-id-3').dblclick();
  // A click that lands while the form is still zooming in can miss the popover's trigger.
  await clickWhenSettled(page.getByTestId('activity-form-history'));
  await page.getByTestId('history-record').filter({ hasText: '40%' }).waitFor();
  await screenshot(page, 'gantt-progress-history');
  await page.close();
});

browserTest('the activity form names what is wrong with the progress typed', async () => {
  const page = await plannerOnEmptyGantt();
  await addTask(page, 'Formwork');
  await page.getByTestId('cell-id-1').dblclick();
  await page.getByTestId('activity-form-progress').fill('60');
  await page.getByTestId('activity-form-actual-start').fill('2027-03-02T08:00');
  await page.getByTestId('activity-form-actual-finish').fill('2027-03-01T17:00');
  await page.locator('#activity-form-ok').click();
  await page.getByTestId('activity-form-error-actualFinish').filter({ hasText: 'The actual finish is before the actual start' }).waitFor();
  await page.getByTestId('activity-form-error-progress').filter({ hasText: 'An activity with an actual finish is at 100%' }).waitFor();
  await screenshot(page, 'gantt-progress-form-errors');
  await page.close();
});
