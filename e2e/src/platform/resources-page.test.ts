import assert from 'node:assert/strict';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';

const browser = browserOfFile();

browserTest('a planner opens the resources of Tower A from the calendars page, adds a resource and assigns it to two activities', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/masterplan/${HARBOR_VIEW_TOWER.id}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${HARBOR_VIEW_TOWER.id}`).click({ timeout: 20_000 });
  await page.getByTestId('gantt-calendars').click({ timeout: 20_000 });
  await page.getByTestId('calendars-resources').click({ timeout: 20_000 });
  await page.getByTestId('resources-grid').waitFor({ timeout: 20_000 });
  // The demo company requires resources: its schedule has some in use.
  await page.getByTestId('resource-row-Tower crane').waitFor();
  await screenshot(page, 'resources-demo');

  const name = `Plywood ${Date.now() % 100000}`;
  await page.getByTestId('resource-create').click();
  await page.getByTestId('resource-name').fill(name);
  await page.getByTestId('resource-unit').fill('sheets');
  await page.getByTestId('resource-total').fill('100');
  await page.locator('#resource-save').click();
  await page.getByTestId(`resource-row-${name}`).waitFor();
  assert.equal(await page.getByTestId(`resource-used-${name}`).innerText(), '0');

  await page.getByTestId(`resource-assign-${name}`).click();
  const assign = async (search: string, quantity: string) => {
    await page.getByTestId('assign-activity').click();
    await page.keyboard.type(search);
    await page.keyboard.press('Enter');
    await page.locator('input[data-testid="assign-quantity"], [data-testid="assign-quantity"] input').first().fill(quantity);
    await page.getByTestId('assign-submit').click();
  };
  await assign('Foundation walls', '60');
  await page.getByText('60 sheets').waitFor();
  await assign('Slab on grade', '50');
  await page.getByText('50 sheets').waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'resources-assign');
  await page.locator('.ant-modal-close').click();
  await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });

  // Used is the sum of the assignments; over the total it is shown in red, not refused.
  await page.getByTestId(`resource-used-${name}`).filter({ hasText: '110' }).waitFor();
  assert.match(await page.getByTestId(`resource-tasks-${name}`).innerText(), /Foundation walls · 60[\s\S]*Slab on grade · 50|Slab on grade · 50[\s\S]*Foundation walls · 60/);
  assert.equal(await page.getByTestId(`resource-used-${name}`).evaluate((node) => node.classList.contains('ant-typography-danger')), true);
  await page.waitForTimeout(300);
  await screenshot(page, 'resources-used');
  await page.close();
});
