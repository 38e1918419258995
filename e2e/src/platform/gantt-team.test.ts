import assert from 'node:assert/strict';
import { demoUserByRole, HARBOR_VIEW } from '@tenon/demo-data';
import { browserOfFile, browserTest, dialogSettled, newPage, screenshot, signInAs } from '../support/browser';
import { openGantt } from '../support/gantt';
import { api, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
/** Not in Harbor View in the demo data: added by the test, and taken out again after it. */
const manager = demoUserByRole('manager');

browserTest('from the Gantt header an admin adds a person of the company to the project and invites someone new; a viewer has no such button', async () => {
  const admin = await signIn('admin');
  const stamp = Date.now();
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `Team ${stamp}`);
  const page = await newPage(browser());
  try {
    await signInAs(page, 'admin');
    await openGantt(page, scheduleId);
    await page.getByTestId('gantt-team').click({ timeout: 20_000 });
    await page.locator('.ant-modal-title').filter({ hasText: 'Project team' }).waitFor();
    await dialogSettled(page);
    await page.getByTestId(`gantt-team-member-${demoUserByRole('planner').id}`).waitFor();
    assert.equal(await page.getByTestId(`gantt-team-member-${manager.id}`).count(), 0);

    // An existing person of the company, picked by name and added.
    await page.getByTestId('gantt-team-pick').click();
    await page.keyboard.type(manager.email.split('@')[0]!);
    await page.locator('.ant-select-item-option').filter({ hasText: manager.email }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('gantt-team-add').click();
    await page.getByTestId(`gantt-team-member-${manager.id}`).waitFor();
    await page.getByText('1 person added to the project').waitFor();

    // Someone new: a bad address and a missing role are named before anything is sent; a member of the company is refused.
    await page.getByTestId('gantt-team-email').fill('not-an-address');
    await page.getByTestId('gantt-team-invite').click();
    assert.equal(await page.getByTestId('gantt-team-invite-error').innerText(), 'Enter a valid email address');
    await page.getByTestId('gantt-team-email').fill(demoUserByRole('planner').email);
    await page.getByTestId('gantt-team-invite').click();
    assert.equal(await page.getByTestId('gantt-team-invite-error').innerText(), 'Choose the role they will have');
    await page.getByTestId('gantt-team-role').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Planner' }).first().click();
    await page.getByTestId('gantt-team-invite').click();
    await page.getByTestId('gantt-team-invite-error').filter({ hasText: /already/ }).waitFor();
    const guest = `gantt-guest-${stamp}@example.test`;
    await page.getByTestId('gantt-team-email').fill(guest);
    await page.getByTestId('gantt-team-invite').click();
    await page.getByText(`Invitation sent to ${guest}`).waitFor();
    await screenshot(page, 'gantt-team');

    const members = await api<{ members: Array<{ userId: string }> }>('GET', `/projects/${HARBOR_VIEW.id}/members`, { token: admin.sessionToken });
    assert.ok(members.body.members.some((member) => member.userId === manager.id), 'the manager is a member of the project');

    const viewer = await newPage(browser());
    await signInAs(viewer, 'superintendent');
    await openGantt(viewer, scheduleId);
    await viewer.getByTestId('gantt-calendars').waitFor({ timeout: 20_000 });
    assert.equal(await viewer.getByTestId('gantt-team').count(), 0);
    await viewer.close();
  } finally {
    await api('DELETE', `/projects/${HARBOR_VIEW.id}/members/${manager.id}`, { token: admin.sessionToken });
    await page.close();
  }
});
