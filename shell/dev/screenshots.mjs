// Walks the main screens in headless Chromium and saves screenshots, for visual checks during development.
// Usage: node shell/dev/screenshots.mjs [baseUrl] [outDir]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const base = process.argv[2] ?? 'http://localhost:8090';
const out = process.argv[3] ?? '/tmp/tenon-shots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const shot = async (page, name) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${name}: ${page.url()}`);
};

async function signIn(page, role, password = 'Tenon-demo-2026') {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(`${role}@tenon.demo`);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
}

const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
const page = await context.newPage();
page.on('console', (message) => {
  if (message.type() === 'error') console.log(`  console error: ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));

if (process.env.CHECK_BROKEN_REMOTE) {
  // Run against a server started with MOCK_BROKEN_REMOTE=weekly: the module area shows its boundary with retry.
  await signIn(page, 'admin');
  await page.getByTestId('masterplan-page').waitFor({ timeout: 15000 });
  await page.getByTestId('side-menu-weekly').click();
  await page.getByTestId('remote-error-weekly').waitFor({ timeout: 15000 });
  await shot(page, '14-broken-remote');
  await page.getByTestId('remote-retry').click();
  await page.getByTestId('remote-error-weekly').waitFor({ timeout: 15000 });
  await shot(page, '15-broken-remote-after-retry');
  await browser.close();
  process.exit(0);
}


if (process.env.CHECK_NETWORK_BLOCKED) {
  // Run against a server started with MOCK_NETWORK_BLOCKED=1.
  await page.goto(`${base}/login`);
  await page.getByTestId('network-blocking-alert').waitFor({ timeout: 15000 });
  await shot(page, '16-network-blocked');
  await browser.close();
  process.exit(0);
}

await page.goto(`${base}/login`);
await shot(page, '01-login');
await page.getByTestId('login-email').fill('not-an-email');
await page.getByTestId('login-password').fill('123');
await page.getByTestId('login-email').focus();
await shot(page, '02-login-hints');

await signIn(page, 'admin', 'wrong-password');
await page.getByTestId('notification-warning').waitFor();
await shot(page, '03-login-wrong-password');

await signIn(page, 'admin');
await page.getByTestId('masterplan-schedules').waitFor({ timeout: 15000 });
await shot(page, '04-masterplan');
await page.getByTestId('side-menu-lookahead').hover();
await shot(page, '04b-menu-tooltip');
for (const [module, testId] of [
  ['lookahead', 'lookahead-page'],
  ['weekly', 'weekly-page'],
  ['takt', 'takt-page'],
  ['analytics', 'analytics-page'],
]) {
  if ((await page.getByTestId(`side-menu-${module}`).count()) === 0) {
    console.log(`${module}: not in the menu for this project`);
    continue;
  }
  await page.getByTestId(`side-menu-${module}`).click();
  await page.getByTestId(testId).waitFor({ timeout: 15000 });
  await page.waitForSelector('[data-testid="loading-state"]', { state: 'detached' });
  await shot(page, `05-${module}`);
}
await page.getByTestId('side-menu-masterplan').click();
await page.locator('[data-testid^="masterplan-open-gantt-"]').first().click();
await page.getByTestId('gantt-page').waitFor({ timeout: 15000 });
await shot(page, '06-gantt');
await page.goto(`${base}/projects`);
await page.getByTestId('projects-table').waitFor();
await shot(page, '07-projects');
await page.getByTestId('language-switch').getByText('ES').click();
await shot(page, '08-projects-es');
await page.getByTestId('language-switch').getByText('EN').click();
await page.goto(`${base}/does-not-exist`);
await shot(page, '09-not-found');
await page.getByTestId('logout-button').click();
await page.waitForURL(`${base}/login`);
await shot(page, '10-after-logout');

await signIn(page, 'client');
await page.getByTestId('side-menu').waitFor({ timeout: 15000 });
await shot(page, '11-client-landing');
await page.goto(`${base}/taktplanning`);
await page.waitForTimeout(1500);
await shot(page, '12-client-takt');

await page.getByTestId('logout-button').click();
await page.waitForURL(`${base}/login`);
if (process.env.REAL_BACKEND) {
  await browser.close();
  process.exit(0);
}
await signIn(page, 'manager');
await page.getByTestId('company-list').waitFor();
await shot(page, '12b-select-company');
await page.getByTestId('select-company-logout').click();
await page.waitForURL(`${base}/login`);
await signIn(page, 'lastplanner');
await page.waitForURL(/lookahead\/planification/);
await page.getByTestId('lookahead-page').waitFor({ timeout: 15000 });
await shot(page, '13-lastplanner-landing');

await page.getByTestId('logout-button').click();
await page.waitForURL(`${base}/login`);

await browser.close();
