import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserOfFile, browserTest, screenshot } from '../support/browser';
import { plannerOnEmptyGantt as openEmptyGantt } from '../support/gantt';

const browser = browserOfFile();

const plannerOnEmptyGantt = async (): Promise<Page> => (await openEmptyGantt(browser(), 'Baselines')).page;

browserTest('a planner saves a baseline, lengthens an activity, and sees the baseline bar stay while the variance grows', async () => {
  const page = await plannerOnEmptyGantt();
  await page.getByTestId('no-active-baseline').waitFor({ timeout: 20_000 });

  await page.getByTestId('gantt-add-task').click();
  await page.getByTestId('edit-name').fill('Formwork');
  await page.getByTestId('edit-name').press('Enter');
  await page.getByTestId('gantt-save').click();
  await page.getByTestId('gantt-version').filter({ hasText: '1' }).waitFor();

  // The baseline columns, from the column picker.
  await page.getByTestId('gantt-columns').click();
  for (const key of ['baselineStart', 'baselineFinish', 'baselineDuration', 'baselineVariance']) await page.getByTestId(`column-toggle-${key}`).click();
  await page.keyboard.press('Escape');

  await page.getByTestId('gantt-baselines').click();
  await page.getByTestId('baseline-name').fill('Contract');
  await page.getByTestId('baseline-save').click();
  await page.getByTestId('baseline-active').waitFor();
  await page.locator('.ant-modal-close').click();

  await page.getByTestId('baseline-bar-1').waitFor();
  assert.equal(await page.getByTestId('cell-baselineVariance-1').innerText(), '0');
  assert.equal(await page.getByTestId('cell-baselineDuration-1').innerText(), '1');
  // Chart coordinates, not screen ones: the chart scrolls to follow an edit.
  const drawn = (testId: string) => page.getByTestId(testId).evaluate((node) => {
    const rect = node.tagName === 'rect' ? node : node.querySelector('rect')!;
    return { x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) };
  });
  const baselineBefore = await drawn('baseline-bar-1');

  // The activity runs three working days longer: its finish moves, the baseline bar stays, the finish is now late.
  const bar = await drawn('bar-1');
  await page.getByTestId('cell-duration-1').dblclick();
  await page.getByTestId('edit-duration').fill('4');
  await page.getByTestId('edit-duration').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="cell-baselineVariance-1"]')?.textContent !== '0');
  const variance = Number(await page.getByTestId('cell-baselineVariance-1').innerText());
  assert.equal(variance, 3, 'the finish is three working days after the baseline\'s');
  const baselineAfter = await drawn('baseline-bar-1');
  assert.deepEqual(baselineAfter, baselineBefore, 'the baseline bar stays where it was');
  assert.ok((await drawn('bar-1')).width > bar.width, 'the plan bar got longer');
  await screenshot(page, 'gantt-baselines-variance');
  await page.close();
});
