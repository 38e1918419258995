import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CALENDAR, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, signIn } from '../support/product';
import { addTask } from '../support/gantt';

const browser = browserOfFile();

async function freshSchedule(): Promise<string> {
  const admin = await signIn('admin');
  const created = await api<{ schedule: { id: string } }>('POST', `/projects/${HARBOR_VIEW.id}/schedules`, { token: admin.sessionToken, body: { name: `Calendars ${Date.now()}` } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.schedule.id;
}

const startOf = async (page: Page, id: number) => ((await page.getByTestId(`gantt-row-${id}`).innerText()).match(/\d{4}-\d{2}-\d{2}/) ?? [''])[0];
const barLeft = async (page: Page, id: number) => (await page.getByTestId(`bar-${id}`).locator('rect').first().boundingBox())?.x ?? Number.NaN;

browserTest('a schedule without a calendar goes to its calendars when started from scratch; a holiday added there moves the bars of the Gantt', async () => {
  const scheduleId = await freshSchedule();
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/masterplan/${scheduleId}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${scheduleId}`).click({ timeout: 20_000 });

  // No calendar yet: the welcome still offers the import (which brings calendars); starting from scratch sends the
  // planner to the calendars page, which says why.
  await page.getByTestId('gantt-start-scratch').click({ timeout: 20_000 });
  await page.waitForURL(`**/gantt/${scheduleId}/calendars`, { timeout: 20_000 });
  await page.getByTestId('calendars-missing-warning').waitFor();
  await page.getByText('This schedule has no calendar yet. Create one to schedule its activities.').first().waitFor();
  await page.getByTestId('calendar-create').click();
  assert.equal(await page.getByTestId('calendar-name').inputValue(), 'Standard');
  await page.locator('#calendar-save').click();
  await page.getByTestId('calendar-moved-summary').waitFor();
  await page.getByTestId('calendars-table').locator('tbody tr.ant-table-row').first().waitFor();
  assert.equal(await page.getByTestId('calendars-table').locator('tbody tr.ant-table-row').count(), 1);

  // A two-task chain, saved.
  await page.getByTestId('calendars-gantt').click();
  await page.getByTestId('gantt-start-scratch').click({ timeout: 20_000 });
  await page.getByTestId('gantt-editor').waitFor();
  await addTask(page, 'Excavate');
  await addTask(page, 'Footings');
  await page.getByTestId('cell-predecessors-2').dblclick();
  await page.getByTestId('edit-predecessors').fill('1');
  await page.getByTestId('edit-predecessors').press('Enter');
  await page.getByTestId('gantt-link').first().waitFor();
  await page.getByTestId('gantt-save').click();
  await page.getByText('Saved: version 1').waitFor();
  const excavateBefore = await startOf(page, 1);
  const footingsBefore = await startOf(page, 2);
  const barBefore = await barLeft(page, 2);

  // A holiday on the day the work starts.
  await page.getByTestId('gantt-calendars').click();
  await page.waitForURL(`**/gantt/${scheduleId}/calendars`);
  const calendarRow = page.getByTestId('calendars-table').locator('tbody tr.ant-table-row').first();
  await calendarRow.locator('[data-testid^="calendar-edit-"]').click();
  await clickWhenSettled(page.getByTestId('exception-add'));
  await page.getByTestId('exception-name-0').fill('Site inspection');
  await page.getByTestId('exception-from-0').fill(excavateBefore);
  await page.getByTestId('exception-to-0').fill(excavateBefore);
  await screenshot(page, 'calendars-editor');
  await page.locator('#calendar-save').click();
  await page.getByTestId('calendar-moved').waitFor();
  assert.match(await page.getByTestId('calendar-moved-summary').innerText(), /^2 activities moved\. Finish /);
  assert.match(await page.getByTestId('calendar-moved').innerText(), /Excavate/);
  await screenshot(page, 'calendars-what-moved');

  // The Gantt schedules on the new calendar: both bars one working day later.
  await page.getByTestId('calendars-gantt').click();
  await page.getByTestId('gantt-editor').waitFor({ timeout: 20_000 });
  await page.waitForFunction((before) => !document.querySelector('[data-testid="gantt-row-1"]')?.textContent?.includes(before), excavateBefore, { timeout: 20_000 });
  assert.ok((await startOf(page, 1)) > excavateBefore, `Excavate moved from ${excavateBefore} to ${await startOf(page, 1)}`);
  assert.ok((await startOf(page, 2)) > footingsBefore, 'and Footings after it');
  assert.ok((await barLeft(page, 2)) > barBefore, 'its bar is drawn later');
  await screenshot(page, 'calendars-gantt-after-holiday');
  await page.close();
});

browserTest('public holidays are previewed, then added; a calendar the plan uses is not deleted, and its activities are named', async () => {
  const scheduleId = await freshSchedule();
  const admin = await signIn('admin');
  const created = await api<{ calendar: { id: string } }>('POST', `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${scheduleId}/calendars`, {
    token: admin.sessionToken,
    body: { name: 'Site', workingDays: [0, 1, 1, 1, 1, 1, 0], shifts: [{ start: '07:00', end: '16:00' }] },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const calendarId = created.body.calendar.id;
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/gantt/${scheduleId}/calendars`);
  await page.getByTestId(`calendar-name-${calendarId}`).waitFor({ timeout: 20_000 });

  // The project is in the United States: its holidays are offered for this year and the next.
  await page.getByTestId(`calendar-holidays-${calendarId}`).click();
  await page.getByTestId('holidays-preview').click();
  const table = page.getByTestId('holidays-preview-table');
  await table.getByText('Independence Day', { exact: true }).first().waitFor();
  const offered = await table.locator('tbody tr.ant-table-row').count();
  assert.ok(offered >= 20, `${offered} holidays over two years`);
  await screenshot(page, 'calendars-holiday-preview');
  // One left out before adding.
  await table.locator('tbody tr.ant-table-row').first().locator('input[type="checkbox"]').uncheck();
  await page.locator('#holidays-add').click();
  await page.getByTestId('calendar-moved').waitFor();
  await page.waitForFunction(([id, count]) => document.querySelector(`[data-testid="calendar-exceptions-${id}"]`)?.textContent === count, [calendarId, String(offered - 1)] as const);

  // The demo tower's calendar carries its plan: deleting it is refused with what uses it.
  await page.goto(`/gantt/${HARBOR_VIEW_TOWER.id}/calendars`);
  await page.getByTestId(`calendar-delete-${DEMO_CALENDAR.id}`).click({ timeout: 20_000 });
  await clickWhenSettled(page.locator('#calendar-delete-ok'));
  await page.getByTestId('calendar-in-use').waitFor();
  assert.match(await page.getByTestId('calendar-in-use').innerText(), /is used by \d+ activities and cannot be deleted/);
  await page.close();
});

browserTest('a superintendent (V) reads the calendars but cannot create one; the service refuses the call too', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'superintendent');
  await page.goto(`/gantt/${HARBOR_VIEW_TOWER.id}/calendars`);
  await page.getByTestId(`calendar-name-${DEMO_CALENDAR.id}`).waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('calendar-create').isDisabled(), true);
  assert.equal(await page.getByTestId(`calendar-delete-${DEMO_CALENDAR.id}`).isDisabled(), true);
  const viewer = await signIn('superintendent');
  const refused = await api<{ error: { code: string } }>('POST', `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/calendars`, {
    token: viewer.sessionToken,
    body: { name: 'Mine', workingDays: [0, 1, 1, 1, 1, 1, 0], shifts: [{ start: '08:00', end: '17:00' }] },
  });
  assert.deepEqual([refused.status, refused.body.error.code], [403, 'NO_PERMISSION']);
  await page.close();
});
