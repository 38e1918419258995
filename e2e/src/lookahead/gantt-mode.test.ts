import assert from 'node:assert/strict';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';

const browser = browserOfFile();

browserTest("a planner switches the lookahead to Gantt mode: activity bars over their tasks' bars in the window's days, a task opens by keyboard", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  const tableTasks = await page.locator('[data-row-kind="task"]').count();
  await page.getByTestId('plan-mode-gantt').click();
  const gantt = page.getByTestId('plan-gantt');
  await gantt.waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('plan-table').count(), 0, 'the Gantt replaces the table');
  // The window's four weeks and their days head the chart.
  assert.deepEqual(await gantt.locator('svg text').filter({ hasText: /^Week of / }).allTextContents(), ['Week of 2026-11-23', 'Week of 2026-11-30', 'Week of 2026-12-07', 'Week of 2026-12-14']);
  assert.ok((await page.getByTestId('plan-gantt-activity').count()) > 0, 'activities are drawn');
  const taskRows = page.getByTestId('plan-gantt-task');
  assert.ok((await taskRows.count()) > 0 && (await taskRows.count()) <= tableTasks + 16, 'the tasks of the table, drawn as far as they are in view');
  // Each task bar is coloured by its lean status.
  const fills = await taskRows.first().locator('rect[opacity="0.3"]').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
  assert.ok(fills.length === 1 && ['#cf1322', '#d46b08', '#1677ff', '#722ed1', '#389e0d'].includes(fills[0] ?? ''), fills.join(','));
  await screenshot(page, 'lookahead-gantt-mode');

  // The keyboard reaches a task and opens the form the table uses.
  const first = taskRows.first();
  const name = (await first.innerText()).trim();
  await first.focus();
  await page.keyboard.press('Enter');
  const form = page.locator('.ant-modal:visible');
  await form.waitFor();
  assert.equal(await page.getByTestId('task-form-name').inputValue(), name);
  await screenshot(page, 'lookahead-gantt-mode-task');
  await form.getByRole('button', { name: /cancel/i }).click();
  await form.waitFor({ state: 'hidden' });

  // The mode is kept in a link: ?mode=gantt opens on it.
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4&mode=gantt`);
  await page.getByTestId('plan-gantt').waitFor({ timeout: 20_000 });
  await page.context().close();
});
