import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_MEDICAL, NORTHGATE_UTILITY_PLANT } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { api, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

browserTest('a planner opens the lookahead report from the plan in a new tab, reads the demo tasks with their lean status and gets its PDF', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.localStorage.removeItem('tenon.lookahead.report.schedules'));

  const [report] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('plan-open-report').click()]);
  await report.waitForURL(`**/reportlookahead/week/allNewTab/2026-11-25/lean/4?projectId=${HARBOR_VIEW.id}&schedules=${HARBOR_VIEW_TOWER.id}`);
  await report.getByTestId('lookahead-report-table').waitFor({ timeout: 30_000 });
  // The window is laid on the project's planning weeks (Monday), as in the plan.
  assert.equal(clean(await report.getByTestId('lookahead-report-header').innerText()), 'Harbor View Apartments · 2026-11-23 to 2026-12-20 (4 weeks)');
  const rebar = clean(await report.locator('[data-row-kind="task"]', { hasText: 'Rebar and embeds, roof slab' }).innerText());
  assert.match(rebar, /Rebar and embeds, roof slab .*2026-11-25 2026-11-27 Will/, rebar);
  const pour = clean(await report.locator('[data-row-kind="task"]', { hasText: 'Pour roof slab' }).innerText());
  assert.match(pour, /2026-11-30 2026-11-30 Can/, pour);
  // Every task of the plan's window is in the report, whatever other runs added to the demo schedule.
  const planner = await signIn('planner');
  const planned = await api<{ tasks: unknown[] }>('GET', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks?start=2026-11-25&weeks=4`, { token: planner.sessionToken });
  assert.equal(await report.locator('[data-row-kind="task"]').count(), planned.body.tasks.length);
  assert.match(clean(await report.getByTestId('lookahead-report-totals').innerText()), new RegExp(`^${planned.body.tasks.length} tasks · \\d+ open roadblocks$`));
  // Activities head their tasks.
  const kinds = await report.locator('[data-row-kind]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-kind')));
  assert.equal(kinds[0], 'activity');
  assert.ok(kinds.includes('task'));
  await report.locator('[data-print-ready="true"]').waitFor({ state: 'attached' });
  await screenshot(report, 'lookahead-report');

  // The PDF the server prints holds the same tasks and no buttons.
  const [download] = await Promise.all([report.waitForEvent('download', { timeout: 60_000 }), report.getByTestId('lookahead-report-pdf').click()]);
  assert.match(download.suggestedFilename(), /^lookahead report Harbor View Apartments 2026-11-25\.pdf$/);
  const text = pdfText(readFileSync(await download.path())).join('\n');
  for (const expected of ['Lookahead report', 'Rebar and embeds, roof slab', 'Pour roof slab', 'Tower A']) assert.ok(text.includes(expected), `the PDF says "${expected}"`);
  assert.ok(!text.includes('Back to the plan') && !text.includes('Schedules in the report'), 'no controls in the PDF');

  // The colours follow the schema chosen, and the address says which.
  await report.getByTestId('lookahead-report-colours').click();
  await report.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Progress' }).click();
  await report.waitForURL('**/reportlookahead/week/allNewTab/2026-11-25/progress/4?**');
  await report.getByTestId('lookahead-report-legend').getByText('70% and more').waitFor();

  // A window with nothing planned says so.
  await report.goto(`/reportlookahead/week/all/2031-01-06/lean?projectId=${HARBOR_VIEW.id}&schedules=${HARBOR_VIEW_TOWER.id}`);
  await report.getByTestId('lookahead-report-empty').waitFor({ timeout: 30_000 });
  assert.match(clean(await report.getByTestId('lookahead-report-header').innerText()), /2031-01-06 to 2031-02-02 \(4 weeks\)$/);
  await screenshot(report, 'lookahead-report-empty');
  await page.context().close();
});

browserTest("a planner switches the plant's lookahead to takt mode and sees its takt tasks by production unit and week, and opens one", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/lookahead/planification/${NORTHGATE_MEDICAL.id}/${NORTHGATE_UTILITY_PLANT.id}?start=2026-11-30&weeks=8`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  await page.getByTestId('plan-mode-takt').click();
  await page.getByTestId('takt-grid').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('takt-grid-week').count(), 8);
  // Four levels of four areas, one production unit each.
  assert.equal(await page.getByTestId('takt-grid-row').count(), 16);
  // The demo plant's train runs from 2026-11-05: the window holds part of it, each task once in the count.
  const count = clean(await page.getByTestId('takt-mode-count').innerText());
  const counted = Number(/^(\d+) takt tasks in these weeks$/.exec(count)?.[1] ?? NaN);
  assert.ok(counted > 0 && counted <= 48, count);
  assert.ok((await page.getByTestId('takt-grid-task').count()) >= counted, 'every counted task shows in the weeks it touches');
  for (const status of await page.getByTestId('takt-grid-task').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-lean-status')))) {
    assert.ok(['Restricted', 'Debit', 'Can', 'Will', 'Committed'].includes(status ?? ''), String(status));
  }
  await screenshot(page, 'lookahead-takt-mode');

  // A task opens the form the table uses.
  const chip = page.getByTestId('takt-grid-task').first();
  const name = clean(await chip.innerText());
  await chip.click();
  const form = page.locator('.ant-modal:visible');
  await form.waitFor();
  // Takt tasks are named after their unit; the cell names the trade.
  const taskName = await page.getByTestId('task-form-name').inputValue();
  assert.match(taskName, /^Level \d+ - Area \d+$/);
  assert.ok(name !== '' && name !== taskName, `the cell names the trade (${name}), the form the unit's task (${taskName})`);
  await screenshot(page, 'lookahead-takt-mode-task');
  await form.getByRole('button', { name: /cancel/i }).click();

  // A schedule without takt structure says what it needs.
  const admin = await signIn('admin');
  const bare = await newScheduleWithCalendar(admin.sessionToken, NORTHGATE_MEDICAL.id, `No takt ${Date.now()}`);
  await page.goto(`/lookahead/planification/${NORTHGATE_MEDICAL.id}/${bare}?start=2026-11-25&weeks=4&mode=takt`);
  await page.getByTestId('takt-mode-needs-structure').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('takt-mode-units-link').getAttribute('href'), '/taktplanning/units');
  await page.context().close();
});
