import assert from 'node:assert/strict';
import { NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';
import { openTaktOf, planActivity, taktSchedule } from '../support/takt';

const browser = browserOfFile();

const activity = (correlativeId: number, name: string) => planActivity(correlativeId, name, { start: '2027-03-01T08:00', finish: '2027-03-12T17:00', duration: 4800 });

browserTest('a planner generates a takt plan, sees its flowline and grid, shifts a trade onto another, sees the clash and saves', async () => {
  const admin = await signIn('admin');
  const stamp = Date.now();
  const scheduleName = `Takt plan ${stamp}`;
  const drywall = activity(1, 'Drywall partitions');
  const paint = activity(2, 'Paint walls');
  const { scheduleId } = await taktSchedule(admin.sessionToken, scheduleName, [drywall, paint], { name: 'Wing C', locationLabel: 'Floor', unitLabel: 'Room', levels: 3, unitsPerLevel: 2, assign: true });

  try {
    const page = await newPage(browser());
    await openTaktOf(page, scheduleName);
    await page.getByTestId('takt-tab-plan').click();
    await page.waitForURL('**/taktplanning/plan');
    await page.getByTestId('takt-plan').waitFor({ timeout: 20_000 });
    await page.getByTestId('takt-plan-not-generated').waitFor();
    assert.deepEqual(await page.getByTestId('takt-plan-wagon').allInnerTexts(), ['Drywall partitions', 'Paint walls']);

    // Paint first: the arrow moves it up the train (keyboard-usable, as is the form).
    await page.getByRole('button', { name: 'Move Paint walls earlier in the train' }).click();
    assert.deepEqual(await page.getByTestId('takt-plan-wagon').allInnerTexts(), ['Paint walls', 'Drywall partitions']);
    await page.getByRole('button', { name: 'Move Drywall partitions earlier in the train' }).click();
    await page.getByTestId('takt-plan-takt-days').fill('2');
    await page.getByTestId('takt-plan-start').fill('2027-03-01');
    await page.getByTestId('takt-plan-calendar').getByText('Calendar: Standard').waitFor();
    await screenshot(page, 'takt-plan-form');
    await page.getByTestId('takt-plan-generate').click();
    await page.getByText('The dates of 12 takt tasks will be written in the lookahead.').waitFor();
    await page.locator('#takt-plan-confirm').click();
    await page.getByText('Plan saved: 12 takt tasks dated').waitFor({ timeout: 30_000 });
    await page.getByTestId('takt-plan-generated').waitFor();

    // Flowline: a line per trade; grid: three floors of each trade; no clash.
    await page.getByTestId('takt-flowline').waitFor();
    assert.equal(await page.getByTestId('takt-flowline-trade').count(), 2);
    assert.equal(await page.getByTestId('takt-grid-cell').count(), 6);
    await page.getByTestId('takt-plan-no-clashes').waitFor();
    const firstSegment = page.locator(`[data-testid="takt-flowline-trade"][data-wagon-id="${drywall.id}"] [data-testid="takt-flowline-segment"]`).first();
    await firstSegment.hover({ force: true });
    await page.getByTestId('takt-flowline-hover').getByText('Drywall partitions · Floor 1: 2027-03-01 – 2027-03-02').waitFor();
    await screenshot(page, 'takt-plan-generated');

    // The lookahead has every takt task on its floor's dates.
    const dated = async () => {
      const window = await api<{ tasks: Array<{ activityId: string; name: string; start: string; finish: string }> }>(
        'GET',
        `/lookahead/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}/tasks?start=2027-03-01&weeks=2`,
        { token: admin.sessionToken },
      );
      assert.equal(window.status, 200, JSON.stringify(window.body));
      return window.body.tasks.filter((t) => t.activityId === paint.id).map((t) => [t.name, t.start.slice(0, 10), t.finish.slice(0, 10)]).sort();
    };
    assert.deepEqual((await dated()).filter(([name]) => name!.endsWith('Room 1')), [
      ['Floor 1 - Room 1', '2027-03-03', '2027-03-04'],
      ['Floor 2 - Room 1', '2027-03-05', '2027-03-08'],
      ['Floor 3 - Room 1', '2027-03-09', '2027-03-10'],
    ]);

    // Drag Paint one period earlier in the grid: it lands on Drywall in every floor, shown red before saving.
    const paintCell = page.locator(`[data-testid="takt-grid-cell"][data-wagon-id="${paint.id}"]`).first();
    const box = (await paintCell.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 - box.width - 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('takt-plan-clashes').getByText('3 clashes: two trades in one location at once').waitFor();
    assert.equal(await page.getByTestId('takt-grid-clash').count(), 6);
    assert.equal(await page.getByTestId('takt-clash').count(), 3);
    await page.getByTestId('takt-plan-unsaved').waitFor();
    await screenshot(page, 'takt-plan-clash');

    await page.getByTestId('takt-plan-generate').click();
    await clickWhenSettled(page.locator('#takt-plan-confirm'));
    await page.getByText('Plan saved: 6 takt tasks dated').waitFor({ timeout: 30_000 });
    await page.getByTestId('takt-plan-unsaved').waitFor({ state: 'detached' });
    await page.getByTestId('takt-plan-clashes').waitFor();
    assert.deepEqual((await dated()).filter(([name]) => name!.endsWith('Room 1')), [
      ['Floor 1 - Room 1', '2027-03-01', '2027-03-02'],
      ['Floor 2 - Room 1', '2027-03-03', '2027-03-04'],
      ['Floor 3 - Room 1', '2027-03-05', '2027-03-08'],
    ]);
    // Reloaded, the page shows the saved shift and its clashes.
    await page.reload();
    await page.getByTestId('takt-plan-clashes').getByText('3 clashes: two trades in one location at once').waitFor({ timeout: 20_000 });
    await screenshot(page, 'takt-plan-saved');
  } finally {
    await api('DELETE', `/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}`, { token: admin.sessionToken }).catch(() => undefined);
  }
});

browserTest("a newcomer finds the demo plant's takt plan alive: three trades through four levels", async () => {
  const page = await newPage(browser());
  await openTaktOf(page, 'Central Utility Plant');
  await page.getByTestId('takt-tab-plan').click();
  await page.getByTestId('takt-flowline').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('takt-flowline-trade').count(), 3);
  assert.equal(await page.getByTestId('takt-grid-cell').count() + (await page.getByTestId('takt-grid-clash').count()), 12);
  await page.getByTestId('takt-plan-generated').waitFor();
  await screenshot(page, 'takt-plan-demo');
});
