import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { NEW_PASSWORD, chooseOption, companyDomain, fill, hintText, touch, uniqueEmail } from './access-support';
import { linkPath, mailsTo, waitForMail } from '@tenon/service-kit/testing';

const browser = browserOfFile();

const domain = companyDomain('trial');
const founder = uniqueEmail('founder', domain);

browserTest('a new person starts a free trial with a work e-mail and lands on the projects home', async () => {
  const page = await newPage(browser());
  await page.goto('/login');
  await page.getByTestId('login-signup-link').click();
  await page.getByTestId('signup-page').waitFor();

  await fill(page, 'signup-email', founder.toUpperCase());
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  assert.match((await page.getByTestId('signup-check-mail').textContent()) ?? '', new RegExp(founder.replace(/[.]/g, '\\.')));

  const mail = await waitForMail(founder);
  assert.equal(mail.subject, 'Confirm your e-mail to start your Tenon free trial');
  const link = linkPath(mail, 'signupconfirmation');
  await page.goto(link);
  await page.getByTestId('signup-create-company-and-user').waitFor();

  // The button stays disabled and each hint shows on blur until the form is right.
  for (const id of ['signup-name', 'signup-lastname', 'signup-company-name']) await touch(page, id);
  await fill(page, 'signup-password', 'weakpass');
  await fill(page, 'signup-repeat', 'weakpas');
  await touch(page, 'signup-repeat');
  await touch(page, 'signup-password');
  assert.equal(await hintText(page, 'signup-name'), 'Name is required');
  assert.equal(await hintText(page, 'signup-lastname'), 'Last name is required');
  assert.equal(await hintText(page, 'signup-company-name'), 'Company name is required');
  assert.equal(await hintText(page, 'signup-password'), 'Min Length 8. Must include Caps Letters & Numbers');
  assert.equal(await hintText(page, 'signup-repeat'), "Passwords don't match");
  assert.equal(await page.getByTestId('signup-complete-submit').isDisabled(), true);

  await fill(page, 'signup-name', 'Ana');
  await fill(page, 'signup-lastname', 'Rojas');
  await fill(page, 'signup-password', NEW_PASSWORD);
  await fill(page, 'signup-repeat', NEW_PASSWORD);
  await fill(page, 'signup-company-name', `Andes Builders ${domain}`);
  await chooseOption(page, 'signup-company-size', '20 to 50');
  await chooseOption(page, 'signup-company-type', 'General contractor');
  await page.getByTestId('signup-complete-submit').click();

  // The trial company starts with a project copied from the template; onboarding goes on with its schedules.
  await page.getByTestId('onboarding-schedules').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('onboarding-header').textContent(), 'Step 4 · Schedules of the project');
  await touch(page, 'schedule-name');
  assert.equal(await hintText(page, 'schedule-name'), 'Schedule Name is required');
  for (const name of ['Structure', 'Finishes', 'Facade']) {
    await fill(page, 'schedule-name', name);
    await page.getByTestId('schedule-add').click();
  }
  // Reorder: the drag handle by keyboard (space, arrow, space), the arrow buttons, and delete.
  await page.getByTestId('schedule-handle-2').focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  assert.deepEqual(await page.locator('[data-testid^="schedule-name-"]').allTextContents(), ['Structure', 'Facade', 'Finishes']);
  // Pointer drag of the first handle below the last row.
  const handle = await page.getByTestId('schedule-handle-0').boundingBox();
  const last = await page.getByTestId('schedule-row-2').boundingBox();
  assert.ok(handle !== null && last !== null);
  await page.mouse.move(handle.x + 5, handle.y + 5);
  await page.mouse.down();
  await page.mouse.move(handle.x + 5, handle.y + 20, { steps: 5 });
  await page.mouse.move(handle.x + 5, last.y + last.height - 5, { steps: 10 });
  await page.mouse.up();
  await page.waitForTimeout(400);
  assert.deepEqual(await page.locator('[data-testid^="schedule-name-"]').allTextContents(), ['Facade', 'Finishes', 'Structure']);
  await page.getByRole('button', { name: 'Move Structure up' }).click();
  await page.getByTestId('schedule-delete-2').click();
  assert.deepEqual(await page.locator('[data-testid^="schedule-name-"]').allTextContents(), ['Facade', 'Structure']);
  await screenshot(page, 'access-trial-schedules');
  await page.getByTestId('schedules-continue').click();

  await page.getByTestId('onboarding-invite').waitFor();
  await page.getByTestId('invite-skip').click();
  await page.getByTestId('projects-page').waitFor({ timeout: 20_000 });
  await page.locator('[data-testid^="project-row-"]').first().waitFor();
  assert.match((await page.getByTestId('company-name').textContent()) ?? '', /Andes Builders/);
  await screenshot(page, 'access-trial-projects-home');

  // The confirmation link is used up: opening it again leads to sign-in.
  const again = await newPage(browser());
  await again.goto(link);
  await again.waitForURL(/\/login$/);
  await again.close();
  await page.close();
});

browserTest('a colleague with the same company domain joins the existing company', async () => {
  const colleague = uniqueEmail('colleague', domain);
  const page = await newPage(browser());
  await page.goto('/signup');
  await fill(page, 'signup-email', colleague);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  await page.goto(linkPath(await waitForMail(colleague), 'signupconfirmation'));
  await page.getByTestId('signup-joined-company').waitFor();
  assert.match((await page.getByTestId('signup-joined-company').textContent()) ?? '', /Andes Builders/);
  await page.getByTestId('signup-joined-continue').click();
  await page.getByTestId('signup-create-user').waitFor();
  assert.equal(await page.getByTestId('signup-company-name').count(), 0);
  await fill(page, 'signup-name', 'Luis');
  await fill(page, 'signup-lastname', 'Mena');
  await fill(page, 'signup-password', NEW_PASSWORD);
  await fill(page, 'signup-repeat', NEW_PASSWORD);
  await page.getByTestId('signup-complete-submit').click();
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  assert.match((await page.getByTestId('company-name').textContent()) ?? '', /Andes Builders/);
  await page.close();
});

browserTest('signing up again with an e-mail that has an account answers like a new one and tells the owner by mail', async () => {
  const page = await newPage(browser());
  const before = (await mailsTo(founder)).length;
  await page.goto('/signup');
  await fill(page, 'signup-email', founder);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  assert.equal((await waitForMail(founder, before + 1)).subject, 'You already have a Tenon account');
  await page.close();
});
