import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACTIVITIES, HARBOR_VIEW_TOWER, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { api, demoEmail, demoPassword } from '../support/product';

const browser = browserOfFile();

async function signInThroughTheForm(page: Page, role: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(demoEmail(role));
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function chooseProject(page: Page, name: string): Promise<void> {
  await page.getByTestId('project-selector').click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

browserTest('an admin signs in, the only company is chosen, and every module shows data from its service', async () => {
  const page = await newPage(browser());
  await signInThroughTheForm(page, 'admin');
  await page.waitForURL('**/masterplan');
  await page.getByTestId('masterplan-schedules').waitFor();
  const towerActivities = DEMO_ACTIVITIES.filter((a) => a.scheduleId === HARBOR_VIEW_TOWER.id).length;
  assert.ok(towerActivities > 50);
  assert.equal((await page.getByTestId(`masterplan-activity-count-${HARBOR_VIEW_TOWER.id}`).innerText()).trim(), String(towerActivities));
  await screenshot(page, 'admin-masterplan');

  // The side menu's icons name their module on hover and on keyboard focus, and the name goes when the pointer leaves.
  await page.getByTestId('side-menu-lookahead').hover();
  await page.getByRole('tooltip', { name: 'Lookahead' }).waitFor();
  await screenshot(page, 'admin-side-menu-hint');
  await page.mouse.move(700, 500);
  await page.getByRole('tooltip', { name: 'Lookahead' }).waitFor({ state: 'detached' });
  await page.getByTestId('side-menu-weekly').focus();
  await page.getByRole('tooltip', { name: 'Weekly plan' }).waitFor();
  await page.keyboard.press('Tab');
  await page.getByRole('tooltip', { name: 'Weekly plan' }).waitFor({ state: 'detached' });

  await page.getByTestId('side-menu-lookahead').click();
  await page.getByTestId('lookahead-page').waitFor();
  // The demo lookahead is seeded: the plan opens on its table.
  await page.getByTestId('plan-table').waitFor();
  await screenshot(page, 'admin-lookahead');

  // The demo weekly plan is seeded: the week of the demo's status week opens on its table.
  await page.getByTestId('side-menu-weekly').click();
  await page.getByTestId('weekly-commitments-page').waitFor();
  await page.getByTestId('week-table').waitFor();
  await screenshot(page, 'admin-weekly');
  // The demo's closed weeks are in the analytics demo seed: the dashboard opens on its PPC chart.
  await page.getByTestId('side-menu-analytics').click();
  await page.getByTestId('analytics-page').waitFor();
  await page.getByTestId('analytics-ppc').locator('.highcharts-container').waitFor();
  await screenshot(page, 'admin-analytics');

  assert.equal(await page.getByTestId('side-menu-takt').count(), 0, 'Harbor View is not entitled to takt planning');
  await chooseProject(page, NORTHGATE_MEDICAL.name);
  await page.getByTestId('side-menu-takt').click();
  await page.getByTestId('takt-page').waitFor();
  await page.getByTestId('takt-empty').waitFor();
  await screenshot(page, 'admin-takt');
  await page.context().close();
});

browserTest('a client sees only the modules a client may, and a direct URL to takt shows the no-access screen', async () => {
  const page = await newPage(browser());
  await signInThroughTheForm(page, 'client');
  await page.waitForURL('**/masterplan');
  await page.getByTestId('side-menu').waitFor();
  for (const module of ['masterplan', 'lookahead', 'weekly', 'analytics']) {
    assert.equal(await page.getByTestId(`side-menu-${module}`).count(), 1, `${module} is visible to a client`);
  }
  assert.equal(await page.getByTestId('side-menu-takt').count(), 0, 'takt planning is hidden from a client');
  await page.goto('/taktplanning');
  await page.getByTestId('error-screen-no-module-access').waitFor();
  await screenshot(page, 'client-takt-no-access');
  await page.context().close();
});

browserTest('a wrong password keeps the user on the sign-in page with the wrong-credentials warning', async () => {
  const page = await newPage(browser());
  await signInThroughTheForm(page, 'planner', 'Wrong-password-1');
  const warning = page.getByTestId('notification-warning');
  await warning.waitFor();
  assert.match(await warning.innerText(), /The email or password is incorrect\./);
  assert.ok(page.url().endsWith('/login'));
  await screenshot(page, 'login-wrong-password');
  await page.context().close();
});

browserTest('logging out in the browser revokes the session: the old token gets 401', async () => {
  const page = await newPage(browser());
  await signInThroughTheForm(page, 'planner');
  await page.waitForURL('**/masterplan');
  const stored = await page.evaluate(() => sessionStorage.getItem('tenon.companySession'));
  assert.ok(stored, 'the session is kept in session storage');
  const { sessionToken } = JSON.parse(stored) as { sessionToken: string };
  assert.equal((await api('GET', '/projects', { token: sessionToken })).status, 200);

  await page.getByTestId('logout-button').click();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('tenon.companySession')), null);
  const afterLogout = await api<{ error: { code: string } }>('GET', '/projects', { token: sessionToken });
  assert.equal(afterLogout.status, 401);
  assert.equal(afterLogout.body.error.code, 'SESSION_REVOKED');
  await page.context().close();
});
