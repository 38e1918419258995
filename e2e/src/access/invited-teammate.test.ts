import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { demoEmail, demoPassword } from '../support/product';
import { NEW_PASSWORD, chooseOption, fill, hintText, signInWithForm, touch, uniqueEmail } from './access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const browser = browserOfFile();

browserTest('an admin invites a teammate, who creates a profile from the mail and signs in', async () => {
  const teammate = uniqueEmail('teammate');
  const admin = await newPage(browser());
  await signInWithForm(admin, demoEmail('admin'), demoPassword);
  await admin.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  await admin.getByTestId('side-menu-settings').click();
  await admin.getByTestId('settings-nav-company').click();
  await admin.getByTestId('company-tab-users').click();
  await admin.getByTestId('company-users-tab').waitFor();
  await admin.getByTestId('settings-invite-open').click();

  // A row with an e-mail but no role breaks the rule of spec 5.
  await fill(admin, 'invite-email-0', teammate);
  await admin.getByTestId('invite-email-0').blur();
  assert.equal(await admin.getByTestId('invite-rows-hint').textContent(), 'There is an error in the form. Check the email/role of the guests');
  await chooseOption(admin, 'invite-role-0', 'Planner');
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await admin.getByTestId('notification-success').waitFor();
  assert.equal(await admin.getByTestId('notification-message').textContent(), '1 invitations sent');
  await admin.close();

  const mail = await waitForMail(teammate);
  assert.match(mail.subject, /invited you to .* on Tenon/);
  const link = linkPath(mail, 'confirmation');
  const page = await newPage(browser());
  await page.goto(link);
  await page.getByTestId('profile-page').waitFor();
  assert.equal(await page.getByTestId('profile-email').inputValue(), teammate);
  assert.equal(await page.getByTestId('profile-email').isDisabled(), true);

  // The photo is checked before the upload (type, at most 2 MiB), then uploaded with the link token.
  const photo = page.getByTestId('profile-photo-input');
  await photo.setInputFiles({ name: 'plan.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  assert.equal(await page.getByTestId('profile-photo-error').textContent(), 'Use a PNG, JPEG, WEBP or GIF image');
  await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  assert.equal(await page.getByTestId('profile-photo-error').textContent(), 'The image must be at most 2 MB');
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await page.getByTestId('profile-photo-preview').locator('img[src^="/api/v1/images/"]').waitFor();
  assert.equal(await page.getByTestId('profile-photo-error').count(), 0);

  for (const id of ['profile-name', 'profile-lastname', 'profile-position']) await touch(page, id);
  await fill(page, 'profile-password', 'nodigits');
  await fill(page, 'profile-repeat', 'nodigit');
  await touch(page, 'profile-repeat');
  await touch(page, 'profile-password');
  assert.equal(await hintText(page, 'profile-name'), 'Name is required');
  assert.equal(await hintText(page, 'profile-lastname'), 'Last name is required');
  assert.equal(await hintText(page, 'profile-position'), 'Position is required');
  assert.equal(await hintText(page, 'profile-password'), 'Password is not valid');
  assert.equal(await hintText(page, 'profile-repeat'), "Passwords don't match");
  assert.equal(await page.getByTestId('profile-submit').isDisabled(), true);
  await screenshot(page, 'access-profile-hints');

  await fill(page, 'profile-name', 'Paula');
  await fill(page, 'profile-lastname', 'Soto');
  await fill(page, 'profile-position', 'Site planner');
  await fill(page, 'profile-password', NEW_PASSWORD);
  await fill(page, 'profile-repeat', NEW_PASSWORD);
  await page.getByTestId('profile-submit').click();
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('user-name').textContent(), 'Paula Soto');
  await page.goto('/settings/user');
  await page.getByTestId('user-photo-preview').locator('img[src^="/api/v1/images/"]').waitFor();

  await page.getByTestId('logout-button').click();
  await page.waitForURL(/\/login$/);
  await signInWithForm(page, teammate, NEW_PASSWORD);
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('user-name').textContent(), 'Paula Soto');

  // The invitation is used up: the person has an account now, so the link leads to sign-in.
  const again = await newPage(browser());
  await again.goto(link);
  await again.waitForURL(/\/login$/);
  await again.close();
  await page.close();
});
