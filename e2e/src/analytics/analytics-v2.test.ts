import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before } from 'node:test';
import { DEMO_COMPANY, demoUserByRole } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, dialogSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, baseUrl, signIn } from '../support/product';

const browser = browserOfFile();

/**
 * The external analytics site /analytics-v2 frames: the services of this run are started with
 * ANALYTICS_V2_URL=http://127.0.0.1:18555/embed; it shows the values it is given.
 */
const EMBED_PORT = 18555;
let embed: Server;
before(async () => {
  embed = createServer((request, response) => {
    const query = new URL(request.url ?? '/', `http://127.0.0.1:${EMBED_PORT}`).searchParams;
    const rows = [...query.entries()].map(([key, value]) => `<tr><th>${key}</th><td data-key="${key}">${key === 'token' ? `${value.slice(0, 12)}…` : value}</td></tr>`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><body style="font-family:sans-serif"><h2>External analytics</h2><table>${rows.join('')}</table></body>`);
  });
  await new Promise<void>((done) => embed.listen(EMBED_PORT, '127.0.0.1', () => done()));
});
after(() => new Promise<void>((done) => embed.close(() => done())));

browserTest('an admin creates an API token in company settings, sees it once, and revokes it', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'admin');
  await page.goto('/settings/company');
  await page.getByTestId('company-tab-api-tokens').click();
  const name = `Power BI ${Date.now()}`;
  await page.getByTestId('api-token-name').fill(name);
  await page.getByTestId('api-token-create').click();
  const secret = await page.getByTestId('api-token-secret').inputValue();
  assert.match(secret, /^tnn_bi_/);
  await dialogSettled(page);
  await screenshot(page, 'company-api-token-created');
  const answer = await fetch(`${baseUrl}/api/v1/bi/projects?limit=5`, { headers: { authorization: `Bearer ${secret}` } });
  assert.equal(answer.status, 200);
  await page.getByTestId('api-token-done').click();
  await page.getByTestId('api-token-secret').waitFor({ state: 'detached' });
  const row = page.getByTestId('company-api-tokens-tab').locator('tbody tr', { hasText: name });
  await row.getByText('Active').waitFor();
  assert.ok(!(await page.content()).includes(secret), 'the secret is not on the page once closed');
  await row.getByTestId('api-token-revoke').click();
  await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }));
  await row.getByText('Revoked').waitFor();
  await screenshot(page, 'company-api-tokens');
  assert.equal((await fetch(`${baseUrl}/api/v1/bi/projects`, { headers: { authorization: `Bearer ${secret}` } })).status, 401);
  await page.close();
});

browserTest('/analytics-v2 frames the external analytics with the user, company, project and session values; the client role is refused', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto('/analytics-v2');
  const frame = page.getByTestId('analytics-v2-frame');
  await frame.waitFor();
  const src = new URL((await frame.getAttribute('src')) ?? '');
  const planner = demoUserByRole('planner');
  assert.equal(src.origin, `http://127.0.0.1:${EMBED_PORT}`);
  assert.equal(src.searchParams.get('userId'), planner.id);
  assert.equal(src.searchParams.get('email'), planner.email);
  assert.equal(src.searchParams.get('companyId'), DEMO_COMPANY.id);
  assert.equal(src.searchParams.get('role'), 'planner');
  for (const key of ['name', 'lastName', 'companyName', 'position', 'projectId', 'projectName', 'projectAddress', 'token']) assert.ok(src.searchParams.get(key), `${key} is passed`);
  await page.frameLocator('[data-testid="analytics-v2-frame"]').locator('[data-key="companyId"]').waitFor();
  await screenshot(page, 'analytics-v2-embedded');
  await page.close();

  const client = await newPage(browser());
  await signInAs(client, 'client');
  await client.goto('/analytics-v2');
  await client.getByText("You don't have access").first().waitFor();
  assert.equal(await client.getByTestId('analytics-v2-frame').count(), 0);
  await screenshot(client, 'analytics-v2-client');
  await client.close();
  // The service behind the page says the same, so no other page can reach the URL for a client.
  const clientSession = await signIn('client');
  assert.equal((await api('GET', '/analytics-v2/config', { token: clientSession.sessionToken })).status, 403);
});
