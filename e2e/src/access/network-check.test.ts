import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';

const browser = browserOfFile();

const HEALTH = '**/api/v1/health';

browserTest('the real gateway answers the network check: no blocking alert', async () => {
  const page = await newPage(browser());
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/v1/health'));
  await page.goto('/login');
  assert.equal((await checked).status(), 200);
  await page.getByTestId('login-submit').waitFor();
  assert.equal(await page.getByTestId('network-blocking-alert').count(), 0);
  await page.close();
});

browserTest('a firewall page instead of the API shows the network-blocking alert on the access pages', async () => {
  const page = await newPage(browser());
  // What a blocking proxy does: answers the API address with its own HTML page.
  await page.route(HEALTH, (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>Access denied by policy</h1>' }));
  await page.goto('/login');
  const alert = page.getByTestId('network-blocking-alert');
  await alert.waitFor();
  assert.match((await alert.textContent()) ?? '', /Network blocking.*firewall may be blocking the connection/);
  await screenshot(page, 'access-network-blocking');
  await page.goto('/forgot');
  await page.getByTestId('network-blocking-alert').waitFor();
  await page.close();
});

browserTest('an unreachable API shows the alert, which goes once the network is back', async () => {
  const page = await newPage(browser());
  await page.route(HEALTH, (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByTestId('network-blocking-alert').waitFor();
  await page.unroute(HEALTH);
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/v1/health'));
  await page.reload();
  assert.equal((await checked).status(), 200);
  await page.getByTestId('login-submit').waitFor();
  assert.equal(await page.getByTestId('network-blocking-alert').count(), 0);
  await page.close();
});
