import assert from 'node:assert/strict';
import { after } from 'node:test';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { DEMO_RESOURCE_IDS, demoId, HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';

const browser = browserOfFile();
const mongo = new MongoClient(process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017');
after(() => mongo.close());
const POUR = demoId('task', 3);

/** The demo slab pour as seeded, whatever an earlier run left on it. */
async function seededPour(): Promise<void> {
  const resources = [{ resourceId: DEMO_RESOURCE_IDS.concrete, quantity: 120 }, { resourceId: DEMO_RESOURCE_IDS.crane, quantity: 8 }];
  await mongo.db('lookahead').collection('tasks').updateOne({ _id: new ObjectId(POUR) }, { $set: { resources } });
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await mongo.db('lookahead').collection('task_stamps').deleteMany({});
}

const totals = async (page: Page) => (await page.getByTestId('resources-total').allInnerTexts()).map((text) => text.trim());

async function setStart(page: Page, day: string): Promise<void> {
  await page.getByTestId('resources-window-start').fill(day);
  await page.getByTestId('resources-window-range').filter({ hasText: day }).waitFor();
}

browserTest("a foreman opens the lookahead resources, reads a task's material and the window's totals, and moves the window", async () => {
  await seededPour();
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  // The plan's deep link selects Tower A; the Resources tab sits between Plan and Roadblocks.
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}`);
  const tabs = page.getByTestId('lookahead-tabs');
  await tabs.getByText('Resources').click();
  await page.waitForURL('**/lookahead/resources');
  assert.deepEqual((await tabs.getByRole('tab').allInnerTexts()).map((text) => text.trim()), ['Plan', 'Resources', 'Roadblocks']);
  await tabs.getByRole('tab', { name: 'Resources', selected: true }).waitFor();
  // The selected tab controls the panel showing its page, which a screen reader names after the tab.
  const panelId = await tabs.getByRole('tab', { name: 'Resources', selected: true }).getAttribute('aria-controls');
  assert.ok(panelId !== null, 'the selected tab names its panel');
  await page.getByRole('tabpanel', { name: 'Resources' }).getByTestId('resources-page').waitFor();
  assert.equal(await page.getByRole('tabpanel').getAttribute('id'), panelId);
  // The tab bar by keyboard: the arrows move between tabs, Space opens the one in focus.
  await tabs.getByRole('tab', { name: 'Resources' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Roadblocks');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Plan');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await page.waitForURL('**/lookahead/constraints');
  await tabs.getByRole('tab', { name: 'Resources' }).click();
  await page.waitForURL('**/lookahead/resources');
  // 100 days from today by default.
  await page.getByTestId('resources-window-range').waitFor();
  assert.equal(await page.getByTestId('resources-window-days').innerText(), '100 days');

  await setStart(page, '2026-11-25');
  await page.getByTestId('resources-window-range').filter({ hasText: '2026-11-25 to 2027-03-04' }).waitFor();
  // The table is virtualised: its rows are not <tr> elements.
  const pour = page.locator('.ant-table-row', { has: page.getByTestId('resources-task-name').filter({ hasText: 'Pour roof slab' }) });
  assert.equal((await pour.getByTestId('resources-cell-material').innerText()).trim(), 'Ready-mix concrete 120 m3');
  assert.equal((await pour.getByTestId('resources-cell-machinery').innerText()).trim(), 'Tower crane 8 h');
  await page.locator('[data-row-kind="activity"]', { hasText: 'Roof slab' }).first().waitFor();
  assert.ok((await totals(page)).includes('Ready-mix concrete: 165 m3 (2 tasks)'), (await totals(page)).join(' | '));
  await screenshot(page, 'lookahead-resources');

  // A week later the slab pour is behind the window: only the penthouse walls need concrete.
  await page.getByTestId('resources-window-next').click();
  await page.getByTestId('resources-window-range').filter({ hasText: '2026-12-02 to 2027-03-11' }).waitFor();
  await page.getByTestId('resources-total').filter({ hasText: 'Ready-mix concrete: 45 m3 (1 task)' }).waitFor();
  assert.equal(await page.getByTestId('resources-task-name').filter({ hasText: 'Pour roof slab' }).count(), 0);

  // Keyboard: the window moves back with Enter on the focused button.
  await page.getByTestId('resources-window-previous').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('resources-window-range').filter({ hasText: '2026-11-25 to 2027-03-04' }).waitFor();

  // Far ahead there is nothing to order.
  await setStart(page, '2029-01-01');
  await page.getByTestId('resources-empty').getByText('No tasks in this window').waitFor();
  await screenshot(page, 'lookahead-resources-empty');
});

browserTest('a subtrade has no Resources tab and is told so at its address', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'subtrade');
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}`);
  const tabs = page.getByTestId('lookahead-tabs');
  await tabs.getByText('Plan').waitFor();
  assert.equal(await tabs.getByText('Resources').count(), 0);
  await page.goto('/lookahead/resources');
  await page.getByTestId('lookahead-tab-no-permission').getByText('You do not have permission to access the lookahead resources.').waitFor();
  assert.equal(await page.getByTestId('resources-page').count(), 0);
});

browserTest("a task's form lists its resources; a resource added there shows in the window's totals", async () => {
  await seededPour();
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  const rebarTotal = async (): Promise<number> => {
    await page.getByTestId('resources-window-range').filter({ hasText: '2026-11-25' }).waitFor();
    // The previous window's figures stay on screen while this one is read: wait for its answer.
    await page.locator('[data-testid="resources"][aria-busy="false"]').waitFor();
    const line = (await totals(page)).find((text) => text.startsWith('Rebar:')) ?? 'Rebar: 0 t';
    return Number(/Rebar: ([\d.,]+) t/.exec(line)![1]!.replace(',', ''));
  };
  const openResources = async () => {
    await page.getByTestId('lookahead-tabs').getByText('Resources').click();
    await setStart(page, '2026-11-25');
    return rebarTotal();
  };
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?start=2026-11-25&weeks=2`);
  await page.getByTestId('plan-table').waitFor({ timeout: 20_000 });
  const before = await openResources();

  // The demo's slab pour: concrete and crane hours, each with its unit.
  await page.getByTestId('lookahead-tabs').getByText('Plan').click();
  await page.getByTestId(`plan-edit-${POUR}`).click();
  const form = page.getByTestId('task-form-resources');
  await form.getByText('Ready-mix concrete').waitFor();
  assert.equal(await form.getByTestId('task-form-resource-quantity').first().inputValue(), '120');
  await form.getByText('m3').waitFor();
  await page.getByTestId('task-form-resource-add').click();
  await form.getByTestId('task-form-resource').last().click();
  await page.locator('.ant-select-item-option', { hasText: 'Rebar' }).click();
  await form.getByTestId('task-form-resource-quantity').last().fill('12');
  await screenshot(page, 'lookahead-task-form-resources');
  await page.getByTestId('task-form-save').click();
  await page.getByTestId('task-form-resources').waitFor({ state: 'detached' });
  await openResources();
  // The previous figures stay on screen while the window is read again.
  await page.getByTestId('resources-total').filter({ hasText: `Rebar: ${before + 12} t` }).waitFor();

  // Taken away again: the demo keeps its figures for the next run.
  await page.getByTestId('lookahead-tabs').getByText('Plan').click();
  await page.getByTestId(`plan-edit-${POUR}`).click();
  await page.getByTestId('task-form-resources').getByLabel('Remove this resource').last().click();
  await page.getByTestId('task-form-save').click();
  await page.getByTestId('task-form-resources').waitFor({ state: 'detached' });
  await openResources();
  await page.getByTestId('resources-total').filter({ hasText: `Rebar: ${before} t` }).waitFor();
});
