import assert from 'node:assert/strict';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { NEW_PASSWORD, chooseOption, companyDomain, fill, hintText, touch, uniqueEmail } from './access-support';
import { linkPath, waitForMail } from '@tenon/service-kit/testing';

const browser = browserOfFile();

browserTest('a person registers, creates a company, a first project, its schedules and invites a guest', async () => {
  const domain = companyDomain('register');
  const email = uniqueEmail('owner', domain);
  const guest = uniqueEmail('guest', domain);
  const page = await newPage(browser());
  await page.goto('/login');
  await page.getByTestId('login-register-link').click();
  await page.getByTestId('register-page').waitFor();
  await fill(page, 'register-email', email);
  assert.equal(await page.getByTestId('register-submit').isDisabled(), true);
  await page.getByTestId('register-terms-open').click();
  await page.getByTestId('terms-modal').waitFor();
  await page.getByTestId('terms-accept').click();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();

  const mail = await waitForMail(email);
  assert.equal(mail.subject, 'Complete your Tenon registration');
  await page.goto(linkPath(mail, 'confirmation'));
  await page.getByTestId('profile-page').waitFor();
  assert.equal(await page.getByTestId('onboarding-header').textContent(), 'Step 1 · Your profile');
  await fill(page, 'profile-name', 'Olga');
  await fill(page, 'profile-lastname', 'Vidal');
  await fill(page, 'profile-position', 'Project director');
  await fill(page, 'profile-password', NEW_PASSWORD);
  await fill(page, 'profile-repeat', NEW_PASSWORD);
  await page.getByTestId('profile-submit').click();

  await page.getByTestId('onboarding-company').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('onboarding-header').textContent(), 'Step 2 · Your company');
  await touch(page, 'company-name');
  await page.getByTestId('company-projects').click();
  await page.keyboard.press('Escape');
  await touch(page, 'company-name');
  assert.equal(await hintText(page, 'company-name'), 'Name is required');
  await fill(page, 'company-name', `Vidal Construct ${domain}`);
  await chooseOption(page, 'company-projects', '2-5');
  await chooseOption(page, 'company-country', 'Chile');
  await page.getByTestId('company-submit').click();

  await page.getByTestId('onboarding-project').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('onboarding-header').textContent(), 'Step 3 · Your first project');
  // Spec 5 defaults: country US, currency USD, size type ft2.
  assert.match((await page.getByTestId('project-country').textContent()) ?? '', /United States/);
  assert.match((await page.getByTestId('project-currency').textContent()) ?? '', /USD/);
  assert.match((await page.getByTestId('project-sizetype').textContent()) ?? '', /ft2/);
  for (const id of ['project-name', 'project-budget', 'project-size']) await touch(page, id);
  assert.equal(await hintText(page, 'project-name'), 'Name is required');
  assert.equal(await hintText(page, 'project-budget'), 'Budget is required');
  assert.equal(await hintText(page, 'project-size'), 'Size is required');
  await fill(page, 'project-budget', '1.234.567.890.123');
  await fill(page, 'project-size', '1500.125');
  await touch(page, 'project-size');
  assert.equal(await hintText(page, 'project-budget'), 'Budget allows at most 12 digits');
  assert.equal(await hintText(page, 'project-size'), 'Size allows 2 decimals');
  assert.equal(await page.getByTestId('project-submit').isDisabled(), true);
  await screenshot(page, 'access-project-step-hints');
  await fill(page, 'project-name', 'Vidal Tower');
  await chooseOption(page, 'project-type', 'Hotel');
  await fill(page, 'project-budget', '12.500.000');
  await fill(page, 'project-size', '1500.25');
  await page.getByTestId('project-submit').click();

  // The step shows the project's name once the new project is read back.
  await page.getByTestId('onboarding-schedules').getByText(/Vidal Tower/).first().waitFor({ timeout: 20_000 });
  for (const name of ['Excavation', 'Structure']) {
    await fill(page, 'schedule-name', name);
    await page.getByTestId('schedule-add').click();
  }
  await page.getByTestId('schedules-continue').click();

  await page.getByTestId('onboarding-invite').waitFor({ timeout: 20_000 });
  await fill(page, 'invite-email-0', guest);
  await chooseOption(page, 'invite-role-0', 'Superintendent');
  await page.getByTestId('invite-add-row').click();
  await chooseOption(page, 'invite-role-1', 'Client');
  await page.getByTestId('invite-email-1').blur();
  assert.equal(await page.getByTestId('invite-rows-hint').textContent(), 'There is an error in the form. Check the email/role of the guests');
  assert.equal(await page.getByTestId('invite-send').isDisabled(), true);
  await page.getByTestId('invite-role-1').locator('.ant-select-clear').click({ force: true });
  await page.getByTestId('invite-send').click();

  await page.getByTestId('projects-page').waitFor({ timeout: 20_000 });
  await page.getByText('Vidal Tower').first().waitFor();
  await screenshot(page, 'access-register-projects-home');
  const invitation = await waitForMail(guest);
  assert.match(invitation.subject, /Olga Vidal invited you to Vidal Construct/);
  await page.close();
});
