import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';
import { createTeammate, signInWithForm, uniqueEmail } from './access-support';

const browser = browserOfFile();

browserTest("a teammate whose role an admin changes is signed out at the projects home's next refresh and told why", async () => {
  const email = uniqueEmail('refused');
  const password = 'Andes2026x';
  await createTeammate(email, password);

  const page = await newPage(browser());
  // The home refreshes every 60 s: the page's clock is fast-forwarded instead of waited for.
  await page.clock.install();
  await signInWithForm(page, email, password);
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  await page.goto('/projects');
  await page.getByTestId('projects-page').waitFor();
  await page.getByTestId('notification-warning').waitFor({ state: 'detached' });

  // A role change ends the person's sessions in the company at once (the session held the old role's permissions).
  const admin = await signIn('admin');
  const listed = await api<{ users: Array<{ id: string; email: string }> }>('GET', '/companies/current/users', { token: admin.sessionToken });
  const teammate = listed.body.users.find((user) => user.email === email)!;
  const changed = await api('PATCH', `/companies/current/users/${teammate.id}`, { token: admin.sessionToken, body: { role: 'superintendent' } });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));

  await page.clock.fastForward('01:01');
  await page.waitForURL('**/login');
  const toast = page.getByTestId('notification-warning');
  await toast.waitFor();
  assert.equal(await toast.getByTestId('notification-title').textContent(), 'Session ended');
  assert.equal(
    await toast.getByTestId('notification-message').textContent(),
    'Your session has ended: you signed out elsewhere or your access changed. Sign in again to continue.',
  );
  await toast.locator('.ant-notification-notice-message').waitFor();
  await page.waitForTimeout(500); // the notice slides in
  await screenshot(page, 'session-ended');

  // Signing in again opens a session with the new role.
  await signInWithForm(page, email, password);
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  const stored = await page.evaluate(() => sessionStorage.getItem('tenon.companySession'));
  const session = JSON.parse(stored ?? 'null') as { sessionToken: string } | null;
  assert.ok(session !== null, 'a new company session is stored');
  const me = await api<{ user: { role: string } }>('GET', '/auth/me', { token: session.sessionToken });
  assert.equal(me.status, 200);
  assert.equal(me.body.user.role, 'superintendent');
  await page.close();
});
