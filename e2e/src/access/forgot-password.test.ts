import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { createTeammate, fill, hintText, signInWithForm, touch, uniqueEmail } from './access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const browser = browserOfFile();

browserTest('a person who forgot the password sets a new one from the mail and signs in with it', async () => {
  const email = uniqueEmail('forgetful');
  await createTeammate(email, 'OldPass2026');
  const page = await newPage(browser());
  await page.goto('/login');
  await page.getByTestId('login-forgot-link').click();
  await page.getByTestId('forgot-page').waitFor();
  await fill(page, 'forgot-email', 'not-an-email');
  await touch(page, 'forgot-email');
  assert.equal(await hintText(page, 'forgot-email'), 'Email is not valid');
  assert.equal(await page.getByTestId('forgot-submit').isDisabled(), true);
  await fill(page, 'forgot-email', email);
  await page.getByTestId('forgot-submit').click();
  await page.getByTestId('forgot-sent').waitFor();

  const mail = await waitForMail(email, 2);
  assert.equal(mail.subject, 'Reset your Tenon password');
  const link = linkPath(mail, 'changepassword');
  await page.goto(link);
  await page.getByTestId('change-password-page').waitFor();
  assert.equal(await page.getByTestId('onboarding-header').textContent(), 'Your new password');
  await fill(page, 'change-password', 'short');
  await fill(page, 'change-repeat', 'shorter');
  await touch(page, 'change-repeat');
  await touch(page, 'change-password');
  assert.equal(await hintText(page, 'change-password'), 'Min Length 8. Must include Caps Letters & Numbers');
  assert.equal(await hintText(page, 'change-repeat'), "Passwords don't match");
  await fill(page, 'change-password', 'NewPass2026');
  await fill(page, 'change-repeat', 'NewPass2026');
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('change-password-success').waitFor();
  await screenshot(page, 'access-change-password-success');
  await page.getByTestId('change-password-to-login').click();
  await page.waitForURL(/\/login$/);

  // The old password no longer works (a warning), the new one does.
  await signInWithForm(page, email, 'OldPass2026');
  await page.getByTestId('notification-warning').waitFor();
  await signInWithForm(page, email, 'NewPass2026');
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });

  const again = await newPage(browser());
  await again.goto(link);
  await again.getByTestId('change-password-invalid').waitFor();
  await again.close();
  await page.close();
});

browserTest('a signed-in person who opens /forgot goes to the master plan', async () => {
  const page = await newPage(browser());
  const email = uniqueEmail('signedin');
  await createTeammate(email, 'Signed2026');
  await signInWithForm(page, email, 'Signed2026');
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  await page.goto('/forgot');
  await page.waitForURL(/\/masterplan/);
  await page.goto('/signup');
  await page.waitForURL(/\/projects$/);
  await page.goto('/register');
  await page.waitForURL(/\/projects$/);
  await page.goto('/login');
  await page.waitForURL(/\/(selectCompany|projects|masterplan|lookahead)/);
  await page.close();
});
