import assert from 'node:assert/strict';
import { NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';
import { openTaktOf, planActivity, taktSchedule } from '../support/takt';

const browser = browserOfFile();

const activity = (correlativeId: number, name: string) => planActivity(correlativeId, name, { start: '2027-03-01T08:00', finish: '2027-03-02T17:00', duration: 960 });

browserTest('a planner assigns an activity to the production units of a floor, sees the count, and unassigns it', async () => {
  const admin = await signIn('admin');
  const stamp = Date.now();
  const scheduleName = `Takt assign ${stamp}`;
  const drywall = activity(1, 'Drywall partitions');
  const paint = activity(2, 'Paint walls');
  const { scheduleId } = await taktSchedule(admin.sessionToken, scheduleName, [drywall, paint], { name: 'Wing B', locationLabel: 'Floor', unitLabel: 'Room', levels: 3, unitsPerLevel: 4, assign: false });

  try {
    const page = await newPage(browser());
    await openTaktOf(page, scheduleName);
    await page.getByTestId('takt-tab-assign').click();
    await page.waitForURL('**/taktplanning/assign');
    await page.getByTestId('takt-assign').waitFor({ timeout: 20_000 });
    // A new schedule has no baseline: the hint says so.
    await page.getByTestId('takt-assign-no-baseline').waitFor();
    const drywallRow = page.locator(`[data-testid="takt-assign-activity"][data-activity-id="${drywall.id}"]`);
    await drywallRow.waitFor();
    await page.getByTestId('takt-assign-search').fill('paint');
    await drywallRow.waitFor({ state: 'detached' });
    await page.getByTestId('takt-assign-search').fill('');
    await screenshot(page, 'takt-assign-empty');

    // Drywall on every room of Floor 1.
    await drywallRow.locator('input[type="checkbox"]').check();
    await page.locator('.ant-tree-treenode', { hasText: 'Floor 1' }).locator('.ant-tree-checkbox').first().click();
    await page.getByTestId('takt-assign-selected-units').getByText('4 production units checked').waitFor();
    await page.getByTestId('takt-assign-panel').getByText('4 takt tasks will be created').waitFor();
    await page.getByTestId('takt-assign-apply').click();
    await page.getByText('4 takt tasks created').waitFor({ timeout: 20_000 });
    await drywallRow.getByTestId('takt-assign-activity-count').getByText('4 units').waitFor();
    // Floor 1's rooms are now related to the chosen activity: shown disabled.
    await page.locator('.ant-tree-treenode-disabled, .ant-tree-treenode:has(.ant-tree-checkbox-disabled)', { hasText: 'Floor 1' }).first().waitFor();
    await screenshot(page, 'takt-assign-assigned');

    // The lookahead has the four takt tasks.
    const planner = await signIn('planner');
    const window = await api<{ tasks: Array<{ activityId: string; name: string; priority: string; status: string; leanStatus: string }> }>(
      'GET',
      `/lookahead/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}/tasks?start=2027-03-01&weeks=1`,
      { token: planner.sessionToken },
    );
    assert.equal(window.status, 200, JSON.stringify(window.body));
    const tasks = window.body.tasks.filter((task) => task.activityId === drywall.id);
    assert.equal(tasks.length, 4);
    assert.ok(tasks.every((task) => task.priority === 'Low' && task.status === 'Waiting' && task.leanStatus === 'Debit'));
    assert.ok(tasks.some((task) => task.name === 'Floor 1 - Room 1'));

    // Unassign them again.
    await page.getByTestId('takt-assign-mode').getByText('Unassign').click();
    await page.locator('.ant-tree-treenode', { hasText: 'Floor 1' }).locator('.ant-tree-checkbox').first().click();
    await page.getByTestId('takt-assign-panel').getByText('4 takt tasks will be removed').waitFor();
    await screenshot(page, 'takt-assign-unassign');
    await page.getByTestId('takt-assign-apply').click();
    await page.getByText('4 takt tasks removed').waitFor({ timeout: 20_000 });
    await drywallRow.getByTestId('takt-assign-activity-count').waitFor({ state: 'detached' });
    await screenshot(page, 'takt-assign-unassigned');
  } finally {
    await api('DELETE', `/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}`, { token: admin.sessionToken }).catch(() => undefined);
  }
});
