import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { addTask, editCell, openGantt, plannerOnEmptyGantt } from '../support/gantt';
import { api, signIn } from '../support/product';

const browser = browserOfFile();

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
  await editCell(page, 'duration', 2, '5');
  await editCell(page, 'predecessors', 3, '2');
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

browserTest("the Gantt counts each activity's lookahead tasks on request, and a foreman's new task adds to it", async () => {
  const planner = await signIn('planner');
  const place = `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}`;
  const counts = (await api<{ counts: Record<string, number> }>('GET', `${place}/task-counts`, { token: planner.sessionToken })).body.counts;
  const plan = (await api<{ activities: Array<{ id: string; correlativeId: number; name: string; kind: string }> }>('GET', `${place}/plan`, { token: planner.sessionToken })).body;
  const planned = plan.activities.filter((a) => a.kind !== 'summary' && (counts[a.id] ?? 0) > 0);
  assert.ok(planned.length > 0, 'the demo plan has activities with lookahead tasks');
  const activity = planned[0]!;
  const before = counts[activity.id]!;

  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await openGantt(page, HARBOR_VIEW_TOWER.id);
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
  await page.getByTestId('gantt-filter-text').fill(activity.name);
  await page.getByTestId(`gantt-row-${activity.correlativeId}`).waitFor();
  assert.equal(await page.getByTestId(`task-count-${activity.correlativeId}`).count(), 0, 'not drawn until asked for');
  await toggle(page, 'taskCount');
  await page.getByRole('heading', { name: /Gantt/ }).first().click();
  await page.getByTestId('gantt-show-menu').waitFor({ state: 'hidden' });
  await page.getByTestId('gantt-scroll-today').click();
  const badge = page.getByTestId(`task-count-${activity.correlativeId}`);
  await badge.waitFor();
  assert.equal(await badge.getAttribute('data-count'), String(before));
  assert.equal(await badge.locator('text').textContent(), String(before));
  await screenshot(page, 'gantt-task-count');

  // A foreman plans one more task under it; the Gantt opened again counts it.
  const foreman = await signIn('lastplanner');
  const created = await api<{ id: string }>('POST', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks`, {
    token: foreman.sessionToken,
    body: { activityId: activity.id, name: `Counted task ${Date.now() % 100000}`, start: '2026-12-07T08:00', finish: '2026-12-08T17:00' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  try {
    await page.waitForTimeout(2_600);
    await page.reload();
    await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
    await page.getByTestId('gantt-filter-text').fill(activity.name);
    await page.locator(`[data-testid="task-count-${activity.correlativeId}"][data-count="${before + 1}"]`).waitFor({ timeout: 20_000 });
  } finally {
    await api('DELETE', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks/${created.body.id}`, { token: foreman.sessionToken });
    await toggle(page, 'taskCount');
    await page.waitForTimeout(2_600);
  }
  // Reading the counts needs the Gantt: nobody without a session.
  assert.equal((await api('GET', `${place}/task-counts`)).status, 401);
  await page.context().close();
});
