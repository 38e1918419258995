import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, signIn } from '../support/product';

const browser = browserOfFile();
/** Demo activity "HVAC ductwork, levels 5-8", 2026-12-01 to 2027-01-04. */
const HVAC = '7e4e00070000000000000045';

/** The table is virtualised: rows below the fold exist only once scrolled to. */
async function scrollTo(page: Page, row: Locator): Promise<void> {
  const holder = page.getByTestId('plan-table');
  for (let pass = 0; pass < 3; pass += 1) {
    await holder.evaluate((node) => node.scrollTo(0, 0));
    for (let step = 0; step < 40; step += 1) {
      if ((await row.count()) > 0) {
        // Rows just past the fold are laid out too: a found row is brought into view as a user's scroll would. A
        // repaint meanwhile (the master plan's roll-up of a task's progress) may shift it out of the drawn rows: look again.
        if (await row.first().scrollIntoViewIfNeeded({ timeout: 2000 }).then(() => true, () => false)) return;
        break;
      }
      await holder.evaluate((node) => node.scrollBy(0, 150));
      await page.waitForTimeout(80);
    }
  }
  await row.first().waitFor({ timeout: 1000 });
}

/** Tower A's plan, four weeks from 2026-11-25: Harbor View plans from Mondays, so from the Monday of that week. */
async function openWindowOfNov25(page: Page): Promise<void> {
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  await page.getByTestId('plan-window-start').fill('2026-11-25');
  await page.getByTestId('plan-window-range').filter({ hasText: '2026-11-23 to 2026-12-20' }).waitFor();
}

browserTest('a last planner opens the plan window, adds a task under an activity, edits it to Will and sees its colour', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  await openWindowOfNov25(page);
  await scrollTo(page, page.getByTestId(`plan-activity-${HVAC}`));
  const debitBefore = Number((await page.getByTestId('plan-indicator-Debit').innerText()).split(':')[1]);

  const name = `Duct hangers, level 6 (${Date.now() % 100000})`;
  await page.getByTestId(`plan-add-task-${HVAC}`).click();
  await page.getByTestId('task-form-name').fill(name);
  await page.getByTestId('task-form-start').fill('2026-12-02');
  await page.getByTestId('task-form-finish').fill('2026-11-30');
  await page.getByTestId('task-form-save').click();
  await page.getByText('The finish is before the start').waitFor();
  await page.getByTestId('task-form-finish').fill('2026-12-04');
  await page.getByTestId('task-form-save').click();

  const row = page.locator('[data-row-kind="task"]', { hasText: name });
  await page.getByTestId('task-form').waitFor({ state: 'hidden' });
  await scrollTo(page, row);
  assert.equal(await row.getByTestId('lean-status-tag').getAttribute('data-lean-status'), 'Debit', 'a new task is Debit');
  await page.getByTestId('plan-indicator-Debit').filter({ hasText: String(debitBefore + 1) }).waitFor();

  const willBefore = Number((await page.getByTestId('plan-indicator-Will').innerText()).split(':')[1]);
  await row.getByRole('button', { name: 'Edit task' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Progress').fill('30');
  await form.locator('.ant-select-selector', { has: page.locator('#leanStatus') }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Will' }).click();
  await page.getByTestId('task-form-save').click();
  await page.getByTestId('task-form').waitFor({ state: 'hidden' });
  await page.getByTestId('plan-indicator-Will').filter({ hasText: String(willBefore + 1) }).waitFor();

  // The task's progress reaches the master plan and comes back as activity changes that repaint the table, so the row
  // is read whole, in one go, again after each repaint until one reading shows the edit.
  type RowReading = { status: string | undefined; label: string; colour: string; text: string };
  let reading: RowReading | null = null;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await scrollTo(page, row).catch(() => undefined);
    reading = await row
      .first()
      .evaluate((node): RowReading => {
        const tagNode = node.querySelector<HTMLElement>('[data-testid="lean-status-tag"]');
        return { status: tagNode?.dataset.leanStatus, label: tagNode?.innerText ?? '', colour: tagNode === null ? '' : getComputedStyle(tagNode).backgroundColor, text: (node as HTMLElement).innerText };
      }, undefined, { timeout: 2_000 })
      .catch(() => null);
    // A row the repaint has just replaced reads with no style: read again.
    if (reading?.status === 'Will' && reading.colour !== '') break;
    await page.waitForTimeout(500);
  }
  assert.ok(reading !== null, 'the edited task is in the table');
  assert.equal(reading.status, 'Will', 'the edited task shows Will');
  assert.equal(reading.label, 'Will');
  assert.equal(reading.colour, 'rgb(114, 46, 209)', 'Will shows in purple');
  assert.match(reading.text, /30%/);
  // The new task where the planner scrolled (a full-page picture re-lays the virtual table out from its top).
  await scrollTo(page, row).catch(() => undefined);
  const box = await row.boundingBox({ timeout: 2_000 }).catch(() => null);
  if (box !== null) await page.screenshot({ path: join(__dirname, '..', '..', 'screenshots', 'lookahead-plan-task-will-row.png'), clip: { x: 0, y: Math.max(0, box.y - 160), width: 1440, height: 260 } });
  await screenshot(page, 'lookahead-plan-task-will');
  await page.context().close();
});

browserTest('a last planner asks for new dates of an activity, and the request waits for the planner on the master plan', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  await openWindowOfNov25(page);
  await scrollTo(page, page.getByTestId(`plan-activity-${HVAC}`));

  await page.getByTestId(`plan-request-change-${HVAC}`).click();
  const modal = page.getByRole('dialog');
  await modal.getByText('2026-12-01 → 2027-01-04').waitFor();
  await clickWhenSettled(page.getByTestId('change-request-send'));
  await modal.getByText('Change the start or the finish to ask for new dates').waitFor();
  const comment = `Ductwork supplier moved delivery (${Date.now() % 100000})`;
  await page.getByTestId('change-request-finish').fill('2027-01-08');
  await page.getByTestId('change-request-comment').fill(comment);
  await screenshot(page, 'lookahead-change-request');
  await page.getByTestId('change-request-send').click();
  await page.getByText('Request sent for HVAC ductwork, levels 5-8').waitFor();

  const planner = await signIn('planner');
  const listed = await api<{ requests: Array<{ activityId: string; state: string; description: string; endNew: string }> }>(
    'GET',
    `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/modification-requests`,
    { token: planner.sessionToken },
  );
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  const request = listed.body.requests.find((r) => r.description === comment);
  assert.ok(request !== undefined, 'the request is listed for the planner');
  assert.deepEqual([request.activityId, request.state, request.endNew.slice(0, 10)], [HVAC, 'waiting', '2027-01-08']);
  await page.context().close();
});

browserTest('a last planner exports the plan window as a PDF printed by the server, and the export is in the company audit log', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  await openWindowOfNov25(page);

  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('plan-export-pdf').click()]);
  const file = await download.path();
  const pdf = readFileSync(file);
  console.log(`lookahead PDF: ${pdf.length} bytes in ${Date.now() - started} ms`);
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'the download is a PDF');
  assert.match(download.suggestedFilename(), /^lookahead Tower A 2026-11-25\.pdf$/);
  assert.ok((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length >= 1, 'it has pages');
  await page.getByText('The PDF of the plan is downloaded').waitFor();

  // The page the server printed, as the print browser sees it: the window's tasks, every row, no menus.
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4&print=1`);
  await page.locator('[data-print-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByTestId('plan-print-window').filter({ hasText: '2026-11-23 to 2026-12-20' }).waitFor();
  assert.equal(await page.getByTestId('plan-export-pdf').count(), 0, 'no buttons in print');
  assert.equal(await page.getByRole('navigation').count(), 0, 'no menus in print');
  assert.ok((await page.locator('[data-row-kind="task"]').count()) >= 10, 'every task row is laid out');
  await screenshot(page, 'lookahead-plan-print');

  // Refused: a page that is not a report, and a caller without a session.
  const planner = await signIn('lastplanner');
  const refused = await api<{ error: { code: string } }>('POST', '/exports/pdf', { token: planner.sessionToken, body: { path: '/settings/company' } });
  assert.deepEqual([refused.status, refused.body.error.code], [400, 'VALIDATION_FAILED']);
  const anonymous = await api<{ error: { code: string } }>('POST', '/exports/pdf', { body: { path: `/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}` } });
  assert.equal(anonymous.status, 401);

  const admin = await signIn('admin');
  const audit = await api<{ events: Array<{ type: string; details: { path?: string } | null }> }>('GET', '/companies/current/audit-events?limit=100', { token: admin.sessionToken });
  assert.equal(audit.status, 200, JSON.stringify(audit.body));
  assert.ok(audit.body.events.some((event) => event.type === 'data-exported' && (event.details?.path ?? '').endsWith('/exports/pdf')), 'the export is audited');
  await page.context().close();
});

browserTest("a superintendent's open plan shows the task a last planner adds, without a reload", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'superintendent');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  await page.getByTestId('plan-window-range').filter({ hasText: '2026-11-23 to 2026-12-20' }).waitFor();
  const before = Number((await page.getByTestId('plan-indicator-Debit').innerText().catch(() => 'Debit: 0')).split(':')[1]);

  const planner = await signIn('lastplanner');
  const name = `Live: duct risers (${Date.now() % 100000})`;
  // The socket has followed the schedule once the page has read it; give the subscription a moment to land.
  await page.waitForTimeout(500);
  const sent = Date.now();
  const created = await api('POST', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks`, {
    token: planner.sessionToken,
    body: { activityId: HVAC, name, start: '2026-12-07T08:00', finish: '2026-12-09T17:00' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  // Far less than a reload's worth of waiting; how fast is measured by `npm run bench:realtime`.
  await page.getByTestId('plan-indicator-Debit').filter({ hasText: String(before + 1) }).waitFor({ timeout: 10_000 });
  console.log(`live task seen by another user after ${Date.now() - sent} ms`);
  await page.context().close();
});

browserTest("the plan keeps the reader's place while a task edit, other people's changes and the master plan's answers repaint it", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'superintendent');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=4`);
  await page.getByTestId('plan-window-range').filter({ hasText: '2026-11-23 to 2026-12-20' }).waitFor({ timeout: 20_000 });
  const before = Number((await page.getByTestId('plan-indicator-Debit').innerText()).split(':')[1]);
  const holder = page.getByTestId('plan-table');
  const marked = () => holder.evaluate((node) => (node as unknown as { keptMark?: boolean }).keptMark === true);

  // Another person adds a task under an activity below the fold; the reader scrolls to it.
  const planner = await signIn('lastplanner');
  await page.waitForTimeout(500);
  const tasks = `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks`;
  const created = await api<{ id: string; version: number }>('POST', tasks, {
    token: planner.sessionToken,
    body: { activityId: HVAC, name: `Place kept: duct supports (${Date.now() % 100000})`, start: '2026-12-07T08:00', finish: '2026-12-09T17:00' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  await page.getByTestId('plan-indicator-Debit').filter({ hasText: String(before + 1) }).waitFor({ timeout: 10_000 });
  const taskCell = page.getByTestId(`plan-task-${created.body.id}`);
  await scrollTo(page, taskCell);
  assert.ok((await holder.evaluate((node) => node.scrollTop)) > 0, 'the task is below the fold, so the reader has scrolled');
  const row = page.locator('[data-row-kind="task"]', { has: taskCell });
  // In view as the reader sees it (the click below would otherwise scroll the page and the table to it).
  await row.scrollIntoViewIfNeeded();
  const place = (await row.boundingBox())!.y;
  // A mark on the scrolling element tells a repaint from a remount, which would lose the place.
  await holder.evaluate((node) => void ((node as unknown as { keptMark: boolean }).keptMark = true));

  // The reader reports progress: the task's progress reaches the master plan, whose activity changes come back and
  // reload the window several times.
  await row.getByRole('button', { name: 'Edit task' }).click();
  await page.getByRole('dialog').getByLabel('Progress').fill('40');
  await page.getByTestId('task-form-save').click();
  await page.getByTestId('task-form').waitFor({ state: 'hidden' });
  await row.getByText('40%').waitFor({ timeout: 10_000 });
  // Another person's change lands as well.
  const other = await api('POST', tasks, { token: planner.sessionToken, body: { activityId: HVAC, name: 'Place kept: sleeves', start: '2026-12-10T08:00', finish: '2026-12-11T17:00' } });
  assert.equal(other.status, 201, JSON.stringify(other.body));
  await page.getByTestId('plan-indicator-Debit').filter({ hasText: String(before + 2) }).waitFor({ timeout: 10_000 });
  await page.waitForTimeout(3_000);

  assert.equal(await marked(), true, 'the table was repainted, not rebuilt');
  assert.ok(await row.getByText('40%').isVisible(), 'the edited task is still on screen');
  // Rows measured again may nudge the list by a few pixels, never by a row.
  const moved = Math.abs((await row.boundingBox())!.y - place);
  assert.ok(moved < 24, `the edited task stays where the reader left it (moved ${moved} px)`);
  await api('DELETE', `${tasks}/${created.body.id}`, { token: planner.sessionToken });
  await api('DELETE', `${tasks}/${(other.body as { id: string }).id}`, { token: planner.sessionToken });
  await page.context().close();
});
