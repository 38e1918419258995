// Walks the access, onboarding, projects-home and settings screens against the stand-in gateway and saves screenshots.
// Usage: node shell/dev/mock-server.mjs 8090 & node shell/dev/access-screenshots.mjs http://localhost:8090 /tmp/access-shots
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';

const base = process.argv[2] ?? 'http://localhost:8090';
const out = process.argv[3] ?? '/tmp/access-shots';
await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failures = 0;
async function walk(name, locale, steps) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.log(`  console error: ${message.text()}`));
  const shot = async (file) => {
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${out}/${file}.png`, fullPage: true });
    console.log(`${file}: ${page.url()}`);
  };
  try {
    await steps(page, shot);
  } catch (error) {
    failures += 1;
    console.log(`FAILED ${name}: ${error.message.split('\n')[0]}`);
    await page.screenshot({ path: `${out}/failed-${name}.png`, fullPage: true });
  }
  await context.close();
}
const signIn = async (page, role) => {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(`${role}@tenon.demo`);
  await page.getByTestId('login-password').fill('Tenon-demo-2026');
  await page.getByTestId('login-password').press('Enter');
  await page.getByTestId('side-menu').waitFor();
};

await walk('forgot', 'en-US', async (page, shot) => {
  await page.goto(`${base}/login`);
  await shot('a01-login-links');
  await page.getByTestId('login-forgot-link').click();
  await page.getByTestId('forgot-email').fill('nope@site');
  await page.getByTestId('forgot-email').blur();
  await page.getByTestId('forgot-email-hint').waitFor();
  await shot('a02-forgot-hint');
  await page.getByTestId('forgot-email').fill('admin@tenon.demo');
  await page.getByTestId('forgot-submit').click();
  await page.getByTestId('forgot-sent').waitFor();
  await shot('a03-forgot-sent');
});
await walk('signup', 'en-US', async (page, shot) => {
  await page.goto(`${base}/signup`);
  await page.getByTestId('signup-email').fill('ana@gmail.com');
  await page.getByTestId('signup-email').blur();
  await page.getByTestId('signup-email-hint').waitFor();
  await shot('a04-signup-free-domain');
  await page.getByTestId('signup-email').fill('ana@andes-builders.cl');
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-check-mail').waitFor();
  await shot('a05-signup-check-mail');
  await page.goto(`${base}/signupconfirmation/new`);
  await page.getByTestId('signup-create-company-and-user').waitFor();
  for (const id of ['signup-name', 'signup-lastname', 'signup-password', 'signup-repeat', 'signup-company-name']) await page.getByTestId(id).focus();
  await page.getByTestId('signup-password').fill('short');
  await page.getByTestId('signup-repeat').fill('other');
  await page.getByTestId('signup-company-name').focus();
  await page.getByTestId('signup-name').focus();
  await shot('a06-signup-create-company-hints');
  await page.goto(`${base}/signupconfirmation/joined`);
  await page.getByTestId('signup-joined-company').waitFor();
  await shot('a07-signup-joined');
  await page.getByTestId('signup-joined-continue').click();
  await page.getByTestId('signup-create-user').waitFor();
  await shot('a08-signup-create-user');
  await page.goto(`${base}/signupconfirmation/expired`);
  await page.getByTestId('link-expired').waitFor();
  await shot('a09-signup-expired');
  await page.goto(`${base}/signupconfirmation/used`);
  await page.waitForURL(`${base}/login`);
  await page.goto(`${base}/signupconfirmation/new`);
  await page.getByTestId('signup-name').fill('Ana');
  await page.getByTestId('signup-lastname').fill('Rojas');
  await page.getByTestId('signup-password').fill('Andes2026');
  await page.getByTestId('signup-repeat').fill('Andes2026');
  await page.getByTestId('signup-company-name').fill('Andes Builders');
  await page.getByTestId('signup-company-size').click();
  await page.getByTitle('Under 20').click();
  await page.getByTestId('signup-complete-submit').click();
  await page.getByTestId('onboarding-schedules').waitFor();
  for (const name of ['Structure', 'Finishes', 'Facade']) {
    await page.getByTestId('schedule-name').fill(name);
    await page.getByTestId('schedule-add').click();
  }
  await page.getByRole('button', { name: 'Move Facade up' }).click();
  await page.getByTestId('schedule-name').focus();
  await page.getByTestId('schedule-name').blur();
  await shot('a10-onboarding-schedules');
  await page.getByTestId('schedules-continue').click();
  await page.waitForURL(/\/invite\//);
});
await walk('register', 'en-US', async (page, shot) => {
  await page.goto(`${base}/register`);
  await page.getByTestId('register-email').fill('paula@');
  await page.getByTestId('register-email').blur();
  await page.getByTestId('register-terms').click();
  await page.getByTestId('register-terms').click();
  await shot('a11-register-hints');
  await page.getByTestId('register-terms-open').click();
  await page.getByTestId('terms-modal').waitFor();
  await shot('a12-register-terms');
  await page.getByTestId('terms-accept').click();
  await page.getByTestId('register-email').fill('paula@andes-builders.cl');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();
  await shot('a13-register-success');
  await page.goto(`${base}/confirmation/bad`);
  await page.getByTestId('profile-invalid').waitFor();
  await shot('a14-profile-invalid');
  await page.goto(`${base}/confirmation/registered`);
  await page.getByTestId('profile-form').waitFor();
  for (const id of ['profile-name', 'profile-lastname', 'profile-position', 'profile-password', 'profile-repeat', 'profile-name']) await page.getByTestId(id).focus();
  await page.getByTestId('profile-password').fill('weak');
  await page.getByTestId('profile-name').focus();
  await shot('a15-confirmation-hints');
});
await walk('onboarding', 'en-US', async (page, shot) => {
  await page.goto(`${base}/company/onb-company`);
  await page.getByTestId('company-form').waitFor();
  await page.getByTestId('company-name').focus();
  await page.getByTestId('company-name').blur();
  await shot('a16-onboarding-company');
  await page.goto(`${base}/confirmationproject/onb-project`);
  await page.getByTestId('project-form').waitFor();
  await page.getByTestId('project-budget').fill('1.234.567.890.123');
  await page.getByTestId('project-budget').blur();
  await page.getByTestId('project-size').fill('12.345');
  await page.getByTestId('project-size').blur();
  await page.getByTestId('project-name').focus();
  await page.getByTestId('project-name').blur();
  await shot('a17-onboarding-project');
  await page.goto(`${base}/invite/onb-invite`);
  await page.getByTestId('invite-email-0').fill('guest@andes-builders.cl');
  await page.getByTestId('invite-email-0').blur();
  await page.getByTestId('invite-rows-hint').waitFor();
  await shot('a18-onboarding-invite-error');
  await page.goto(`${base}/company/onb-project`);
  await page.waitForURL(/confirmationproject/);
});
await walk('change-password', 'en-US', async (page, shot) => {
  await page.goto(`${base}/changepassword/good`);
  await page.getByTestId('change-password-page').waitFor();
  await page.getByTestId('change-password').fill('abc');
  await page.getByTestId('change-repeat').fill('abd');
  await page.getByTestId('change-repeat').blur();
  await page.getByTestId('change-password').focus();
  await page.getByTestId('change-password').blur();
  await shot('a19-change-password-hints');
  await page.getByTestId('change-password').fill('NewPass2026');
  await page.getByTestId('change-repeat').fill('NewPass2026');
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('change-password-success').waitFor();
  await shot('a20-change-password-success');
  await page.goto(`${base}/changepassword/bad`);
  await page.getByTestId('change-password-invalid').waitFor();
  await shot('a21-change-password-invalid');
});
await walk('inactive', 'en-US', async (page, shot) => {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill('throttled@tenon.demo');
  await page.getByTestId('login-password').fill('whatever1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('notification-error').waitFor();
  await shot('a22-login-throttled');
  await page.getByTestId('login-email').fill('inactive@tenon.demo');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('inactive-user-page').waitFor();
  await shot('a23-inactive-user');
  await page.getByTestId('inactive-request').click();
  await page.getByTestId('inactive-requested').waitFor();
});
await walk('home', 'en-US', async (page, shot) => {
  await signIn(page, 'admin');
  await page.goto(`${base}/projects`);
  await page.getByTestId('projects-timeline').waitFor();
  await shot('a24-projects-timeline');
  await page.getByTestId('projects-zoom-in').click();
  await shot('a25-projects-timeline-zoom5');
  await page.getByTestId('projects-view').getByText('Stages').click();
  await page.getByTestId('projects-stages').waitFor();
  await shot('a26-projects-stages');
  await page.getByTestId('projects-view').getByText('Cards').click();
  await page.getByTestId('projects-cards').waitFor();
  await shot('a27-projects-cards');
  await page.getByTestId('projects-filter').fill('zzz');
  await page.getByTestId('projects-no-match').waitFor();
  await shot('a28-projects-no-match');
  await page.getByTestId('new-project-open').click();
  await page.getByTestId('new-project-form').waitFor();
  await shot('a29-new-project');
});
await walk('settings', 'en-US', async (page, shot) => {
  await signIn(page, 'admin');
  await page.getByTestId('side-menu-settings').click();
  await page.getByTestId('settings-user-page').waitFor();
  await page.getByTestId('user-profile-card').waitFor();
  await shot('a30-settings-user');
  await page.goto(`${base}/settings/project`);
  await page.getByTestId('project-general-tab').waitFor();
  await shot('a31-settings-project-general');
  for (const tab of ['users', 'cats', 'subcontracts', 'reports']) {
    await page.getByTestId(`project-tab-${tab}`).click();
    await page.waitForTimeout(300);
    await shot(`a32-settings-project-${tab}`);
  }
  await page.goto(`${base}/settings/company`);
  await page.getByTestId('company-general-tab').waitFor();
  await shot('a33-settings-company-general');
  await page.getByTestId('company-tab-users').click();
  await page.getByTestId('company-users-tab').waitFor();
  await shot('a34-settings-company-users');
  await page.getByTestId('settings-invite-open').click();
  await page.getByTestId('invite-rows').waitFor();
  await shot('a35-settings-invite');
  await page.goto(`${base}/settings/plugins`);
  await page.getByTestId('settings-plugins-page').waitFor();
  await shot('a36-settings-plugins');
});
await walk('client-settings', 'en-US', async (page, shot) => {
  await signIn(page, 'client');
  await page.goto(`${base}/settings/company`);
  await page.getByTestId('error-screen-no-settings-access').waitFor();
  await shot('a37-settings-not-allowed');
  await page.goto(`${base}/settings/plugins`);
  await page.waitForURL(`${base}/settings/user`);
  await page.goto(`${base}/settings/project`);
  await page.getByTestId('settings-read-only').waitFor();
  await shot('a38-settings-project-read-only');
});
await walk('spanish', 'es-CL', async (page, shot) => {
  await page.goto(`${base}/signup`);
  await page.getByTestId('signup-email').fill('ana@hotmail.com');
  await page.getByTestId('signup-email').blur();
  await shot('a39-es-signup');
  await page.goto(`${base}/confirmationproject/onb-project`);
  await page.getByTestId('project-name').focus();
  await page.getByTestId('project-name').blur();
  await page.getByTestId('project-budget').focus();
  await page.getByTestId('project-budget').blur();
  await shot('a40-es-project');
  await page.goto(`${base}/schedules/onb-schedules`);
  await page.getByTestId('schedule-name').focus();
  await page.getByTestId('schedule-name').blur();
  await shot('a41-es-schedules');
  await signIn(page, 'admin');
  await page.goto(`${base}/projects`);
  await page.getByTestId('projects-timeline').waitFor();
  await shot('a42-es-projects');
  await page.goto(`${base}/settings/company`);
  await page.getByTestId('company-tab-users').click();
  await shot('a43-es-company-users');
});
await browser.close();
console.log(failures === 0 ? 'all walks passed' : `${failures} walks failed`);
process.exit(failures === 0 ? 0 : 1);
