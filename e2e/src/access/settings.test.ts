import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { demoEmail, demoPassword } from '../support/product';
import { chooseOption, createTeammate, fill, signInWithForm, uniqueEmail } from './access-support';
import { waitForMail } from '@tenon/service-kit/testing';

const browser = browserOfFile();

async function signedIn(role: string): Promise<Page> {
  const page = await newPage(browser());
  await signInWithForm(page, demoEmail(role), demoPassword);
  await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  return page;
}

browserTest('an admin manages the organization subcontracts; a taken name is refused with its message', async () => {
  const page = await signedIn('admin');
  await page.goto('/settings/company');
  await page.getByTestId('company-tab-subcontracts').click();
  const name = `Andes Concrete ${Date.now()}`;
  await fill(page, 'company-subcontracts-name', name);
  await page.getByTestId('company-subcontracts-add').click();
  await page.getByTestId('company-subcontracts-item').filter({ hasText: name }).waitFor();
  await fill(page, 'company-subcontracts-name', name.toUpperCase());
  await page.getByTestId('company-subcontracts-add').click();
  await page.getByTestId('notification-error').waitFor();
  assert.equal(await page.getByTestId('notification-error').getByTestId('notification-message').textContent(), 'That name is already in use.');
  await page.getByTestId('company-subcontracts-item').filter({ hasText: name }).getByRole('button', { name: `Delete ${name}` }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('company-subcontracts-item').filter({ hasText: name }).waitFor({ state: 'detached' });
  await page.close();
});

browserTest('project settings: categories are added and renamed on the selected project', async () => {
  const page = await signedIn('admin');
  await page.goto('/settings/project');
  await page.getByTestId('project-general-tab').waitFor();
  await page.getByTestId('project-tab-cats').click();
  const name = `Inspection ${Date.now()}`;
  await page.getByTestId('project-tags-name').focus();
  await page.getByTestId('project-tags-name').blur();
  assert.equal(await page.getByTestId('project-tags-hint').textContent(), 'Category name is required');
  await fill(page, 'project-tags-name', name);
  await page.getByTestId('project-tags-add').click();
  const item = page.getByTestId('project-tags-item').filter({ hasText: name });
  await item.waitFor();
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  await fill(page, 'project-tags-edit-name', `${name} (MEP)`);
  await page.getByTestId('project-tags-save').click();
  await page.getByTestId('project-tags-item').filter({ hasText: `${name} (MEP)` }).waitFor();
  await screenshot(page, 'access-settings-categories');
  await page.close();
});

browserTest('deactivating a teammate ends their session at once; they can ask for activation', async () => {
  const email = uniqueEmail('deactivated');
  await createTeammate(email, 'Teammate2026');
  const person = await newPage(browser());
  await signInWithForm(person, email, 'Teammate2026');
  await person.getByTestId('side-menu').waitFor({ timeout: 20_000 });

  const admin = await signedIn('admin');
  await admin.goto('/settings/company');
  await admin.getByTestId('company-tab-users').click();
  // The organization may have many people (every run adds some): find the teammate as an admin would.
  await admin.getByTestId('company-users-search').fill(email);
  await admin.getByTestId(`company-user-deactivate-${email}`).click();
  await admin.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Deactivate' }).click();
  await admin.getByTestId('notification-success').waitFor();
  assert.equal(await admin.getByTestId(`company-user-status-${email}`).textContent(), 'Inactive');

  // The teammate's next request is refused and the page goes back to sign-in.
  await person.reload();
  await person.waitForURL(/\/login$/, { timeout: 20_000 });
  await signInWithForm(person, email, 'Teammate2026');
  await person.getByTestId('inactive-user-page').waitFor();
  assert.equal(await person.getByTestId('inactive-email').inputValue(), email);
  await person.getByTestId('inactive-request').click();
  await person.getByTestId('inactive-requested').waitFor();
  const request = await waitForMail(demoEmail('admin'), 1, 15_000);
  assert.ok(request.subject.length > 0);
  await screenshot(person, 'access-inactive-user');

  await admin.reload();
  await admin.getByTestId('company-tab-users').click();
  await admin.getByTestId('company-users-search').fill(email.toUpperCase());
  await admin.getByTestId(`company-user-activate-${email}`).click();
  await admin.getByTestId('notification-success').waitFor();
  assert.equal(await admin.getByTestId(`company-user-status-${email}`).textContent(), 'Active');
  // A role change ends the person's sessions too (the permission table is taken when a session opens).
  await chooseOption(admin, `company-user-role-${email}`, 'Superintendent');
  await admin.getByTestId('notification-success').filter({ hasText: 'Role changed; their sessions in this organization ended.' }).waitFor();
  await admin.close();
  await person.close();
});

browserTest('settings follow the permission table: not-allowed page, read-only view, integrations redirect', async () => {
  const client = await signedIn('client');
  await client.goto('/settings/company');
  await client.getByTestId('error-screen-no-settings-access').waitFor();
  await client.goto('/settings/plugins');
  await client.waitForURL(/\/settings\/user$/);
  await client.getByTestId('user-profile-card').waitFor();
  await client.close();

  const manager = await signedIn('manager');
  await manager.goto('/settings/company');
  await manager.getByTestId('settings-read-only').waitFor();
  assert.equal(await manager.getByTestId('company-settings-save').count(), 0);
  await manager.close();
});

browserTest('the projects home switches views, filters, sorts and zooms', async () => {
  const page = await signedIn('admin');
  await page.goto('/projects');
  await page.getByTestId('projects-timeline').waitFor();
  assert.equal(await page.getByTestId('projects-zoom-level').textContent(), '4');
  assert.match((await page.getByTestId('projects-sort').textContent()) ?? '', /Start date/);
  const bar = page.locator('[data-testid^="timeline-bar-"]').first();
  if ((await bar.count()) > 0) {
    const before = Number(await bar.getAttribute('data-width'));
    await page.getByTestId('projects-zoom-in').click();
    assert.equal(Number(await bar.getAttribute('data-width')), before * 2);
  }
  await page.getByTestId('projects-view').getByText('Stages').click();
  await page.getByTestId('projects-stage-started').waitFor();
  await page.getByTestId('projects-view').getByText('Cards').click();
  await page.getByTestId('projects-cards').waitFor();
  await page.getByTestId('projects-filter').fill(`no project is called ${Date.now()}`);
  await page.getByTestId('projects-no-match').waitFor();
  await page.close();
});

browserTest('an admin reads the security log: a failed sign-in and the sign-in after it, with their address', async () => {
  const wrong = await newPage(browser());
  await signInWithForm(wrong, demoEmail('superintendent'), 'Not-the-password-1');
  await wrong.getByTestId('notification-warning').waitFor();
  await wrong.close();
  const page = await signedIn('admin');
  await page.goto('/settings/company');
  await page.getByTestId('company-tab-audit').click();
  const rows = page.getByTestId('company-audit-tab').locator('tbody tr');
  await rows.filter({ hasText: `Wrong password for ${demoEmail('superintendent')}` }).first().waitFor();
  const newest = rows.first();
  assert.match((await newest.innerText()).replace(/\s+/g, ' '), new RegExp(`Opened the organization .*${demoEmail('admin').replace(/[.]/g, '\\.')}`));
  await screenshot(page, 'company-security-log');
  await page.close();
  const leader = await signedIn('projectleader');
  await leader.goto('/settings/company');
  await leader.getByTestId('company-tab-general').waitFor();
  assert.equal(await leader.getByTestId('company-tab-audit').count(), 0, 'no security log with only V on company settings');
  await leader.close();
});

browserTest('an admin switches resources off and on for the organization: the schedules follow without signing in again', async () => {
  const page = await signedIn('admin');
  const calendarsOfTowerA = async () => {
    await page.goto(`/masterplan/${HARBOR_VIEW_TOWER.id}/${HARBOR_VIEW.id}`);
    await page.getByTestId(`masterplan-open-gantt-${HARBOR_VIEW_TOWER.id}`).click({ timeout: 20_000 });
    await page.getByTestId('gantt-calendars').click({ timeout: 20_000 });
    await page.getByTestId('calendars-page').waitFor({ timeout: 20_000 });
  };
  const switchResources = async (on: boolean) => {
    await page.goto('/settings/company');
    const toggle = page.getByTestId('company-settings-require-resources');
    await toggle.waitFor({ timeout: 20_000 });
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await page.getByTestId('company-settings-save').click();
    await page.getByTestId('notification-success').waitFor();
  };
  try {
    await switchResources(false);
    await calendarsOfTowerA();
    await page.waitForTimeout(500);
    assert.equal(await page.getByTestId('calendars-resources').count(), 0, 'no way to resources when the organization does not use them');
  } finally {
    // The demo organization uses resources: put the switch back whatever happened.
    await switchResources(true);
  }
  await screenshot(page, 'settings-company-resources-switch');
  await calendarsOfTowerA();
  await page.getByTestId('calendars-resources').waitFor();
  await page.close();
});
