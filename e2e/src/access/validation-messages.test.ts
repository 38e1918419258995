import assert from 'node:assert/strict';
import { animationsSettled, browserOfFile, browserTest, newPage } from '../support/browser';
import { baseUrl } from '../support/product';
import { fill, hintText, touch } from './access-support';

const browser = browserOfFile();

browserTest('sign-in: e-mail pattern and a password of at least 6, with the button disabled', async () => {
  const page = await newPage(browser());
  await page.goto('/login');
  await fill(page, 'login-email', 'admin@tenon');
  await fill(page, 'login-password', '12345');
  await touch(page, 'login-email');
  await touch(page, 'login-password');
  assert.equal(await page.getByTestId('login-password-hint').textContent(), 'Min length 6');
  assert.equal(await page.getByTestId('login-submit').isDisabled(), true);
  await page.close();
});

browserTest('sign-up: stricter pattern, the quick free-mail hint and the gateway refusal of other free domains', async () => {
  const page = await newPage(browser());
  await page.goto('/signup');
  await fill(page, 'signup-email', 'ana.@andes.cl');
  await touch(page, 'signup-email');
  assert.equal(await hintText(page, 'signup-email'), 'Email is not valid');
  await fill(page, 'signup-email', 'ana@outlook.com');
  assert.equal(await hintText(page, 'signup-email'), 'Use your work email: free and disposable mail domains are not accepted');
  assert.equal(await page.getByTestId('signup-submit').isDisabled(), true);
  // Not in the quick list, but a throw-away domain the gateway refuses.
  await fill(page, 'signup-email', `ana-${Date.now()}@guerrillamail.com`);
  // The quick hint folds away (two lines at this width) and Continue moves up with it: a click meanwhile can miss it.
  await page.getByTestId('signup-email-hint').waitFor({ state: 'detached' });
  await animationsSettled(page.getByTestId('signup-form'));
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-email-hint').filter({ hasText: 'this mail domain is not accepted' }).waitFor();
  assert.equal(await hintText(page, 'signup-email'), 'Use your work email: this mail domain is not accepted for a free trial.');
  assert.equal(await page.getByTestId('signup-submit').isDisabled(), true);
  await page.close();
});

browserTest('register: e-mail required and the terms accepted', async () => {
  const page = await newPage(browser());
  await page.goto('/register');
  await touch(page, 'register-email');
  assert.equal(await hintText(page, 'register-email'), 'Email is required');
  await page.getByTestId('register-terms').click();
  await page.getByTestId('register-terms').click();
  assert.equal(await page.getByTestId('register-terms-hint').textContent(), 'You must accept the terms and conditions');
  assert.equal(await page.getByTestId('register-submit').isDisabled(), true);
  await page.close();
});

browserTest('forgot: e-mail required', async () => {
  const page = await newPage(browser());
  await page.goto('/forgot');
  await touch(page, 'forgot-email');
  assert.equal(await hintText(page, 'forgot-email'), 'Email is required');
  await page.close();
});

browserTest('a throttled sign-in says how long to wait', async () => {
  // An address of its own (the test run trusts X-Forwarded-For from loopback: TRUST_PROXY), so the per-address counter of this
  // test does not throttle every other sign-in from this machine.
  const context = await browser().newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const email = `nobody-${Date.now()}@andes.cl`;
  await page.goto('/login');
  await fill(page, 'login-email', email);
  let status = 0;
  for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
    await fill(page, 'login-password', `wrong-${attempt}`);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/login')),
      page.getByTestId('login-submit').click(),
    ]);
    status = response.status();
  }
  assert.equal(status, 429);
  await page.getByTestId('notification-error').waitFor();
  assert.match((await page.getByTestId('notification-error').getByTestId('notification-message').textContent()) ?? '', /^Too many attempts\. Try again in \d+ (min|s)\.$/);
  await context.close();
});
