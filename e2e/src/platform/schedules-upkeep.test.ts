import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { chooseOption, fill } from '../access/access-support';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, signIn } from '../support/product';

const browser = browserOfFile();

const scheduleNames = async (page: Page) => (await page.getByTestId('masterplan-schedules').locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());

browserTest('a project leader makes a project that starts with its first schedule, then adds, renames, orders and deletes schedules from the master plan', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'projectleader');
  await page.goto('/projects');
  await page.getByTestId('new-project-open').click();
  const projectName = `Dockside ${Date.now()}`;
  await fill(page, 'new-project-name', projectName);
  await chooseOption(page, 'new-project-type', 'Hotel');
  await fill(page, 'new-project-budget', '4.500.000');
  await fill(page, 'new-project-size', '800');
  await page.getByTestId('new-project-schedule').fill('');
  assert.equal(await page.getByTestId('new-project-submit').isDisabled(), true, 'a project is not made without a schedule');
  await page.getByTestId('new-project-schedule').fill('Tower B');
  await page.getByTestId('new-project-submit').click();
  await page.getByTestId('new-project-form').waitFor({ state: 'detached' });
  // The project leaves the demo company's lists afterwards, pass or fail: other tests expect the demo projects only.
  const leader = await signIn('projectleader');
  const listed = await api<{ projects: Array<{ id: string; name: string }> }>('GET', '/projects', { token: leader.sessionToken });
  const projectId = listed.body.projects.find((p) => p.name === projectName)?.id;
  assert.ok(projectId, 'the new project is listed');
  try {
    await manageSchedules(page, projectName);
  } finally {
    const hidden = await api('PATCH', `/projects/${projectId}`, { token: leader.sessionToken, body: { stage: 'deleted' } });
    assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
  }
  await page.close();
});

async function manageSchedules(page: Page, projectName: string): Promise<void> {

  await page.goto('/masterplan');
  await page.getByTestId('masterplan-schedules').waitFor({ timeout: 20_000 });
  assert.match((await page.getByTestId('masterplan-page').innerText()), new RegExp(projectName));
  assert.deepEqual(await scheduleNames(page), ['Tower B']);

  // A new schedule: an empty name is refused in place; a good one opens its Gantt's welcome (import or start from
  // scratch), and starting from scratch asks for a calendar first.
  await page.getByTestId('schedule-create').click();
  await clickWhenSettled(page.locator('#schedule-name-ok'));
  assert.equal(await page.getByTestId('schedule-name-error').innerText(), 'Schedule Name is required');
  await page.getByTestId('schedule-name').fill('Podium');
  await page.getByTestId('schedule-name').press('Enter');
  await page.getByTestId('gantt-start-scratch').click({ timeout: 20_000 });
  await page.waitForURL('**/gantt/*/calendars', { timeout: 20_000 });
  await page.getByTestId('calendars-missing-warning').waitFor({ timeout: 20_000 });

  await page.goto('/masterplan');
  await page.getByTestId('masterplan-schedules').waitFor({ timeout: 20_000 });
  assert.deepEqual(await scheduleNames(page), ['Tower B', 'Podium']);
  const rows = page.getByTestId('masterplan-schedules').locator('tbody tr');
  const podiumId = (await rows.nth(1).getAttribute('data-row-key'))!;
  await page.getByTestId(`schedule-rename-${podiumId}`).click();
  await page.getByTestId('schedule-name').fill('Podium deck');
  await page.locator('#schedule-name-ok').click();
  await page.getByText('Schedule renamed to Podium deck').waitFor();
  await page.getByTestId(`schedule-up-${podiumId}`).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="masterplan-schedules"] tbody tr td')?.textContent?.trim() === 'Podium deck');
  assert.deepEqual(await scheduleNames(page), ['Podium deck', 'Tower B']);
  await screenshot(page, 'masterplan-schedules-upkeep');

  await page.getByTestId(`schedule-delete-${podiumId}`).click();
  await clickWhenSettled(page.locator('#schedule-delete-ok'));
  await page.getByText('Schedule Podium deck deleted').waitFor();
  assert.deepEqual(await scheduleNames(page), ['Tower B']);
}

browserTest('a planner sees the schedules but no upkeep, and the service refuses a rename from the planner too', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.getByTestId('masterplan-schedules').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('schedule-create').count(), 0);
  assert.equal(await page.locator('[data-testid^="schedule-rename-"]').count(), 0);
  const firstId = (await page.getByTestId('masterplan-schedules').locator('tbody tr').first().getAttribute('data-row-key'))!;
  const planner = await signIn('planner');
  const projectId = (await page.evaluate(() => JSON.parse(localStorage.getItem('tenon.selection') ?? '{}') as { projectId?: string })).projectId;
  assert.ok(projectId, 'a project is selected');
  const refused = await api('PATCH', `/projects/${projectId}/schedules/${firstId}`, { token: planner.sessionToken, body: { name: 'Mine' } });
  assert.equal(refused.status, 403, JSON.stringify(refused.body));
  await page.close();
});
