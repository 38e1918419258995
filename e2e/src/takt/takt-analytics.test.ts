import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot } from '../support/browser';
import { api, signIn } from '../support/product';
import { openTaktOf, planActivity, succeeded, taktSchedule } from '../support/takt';

const browser = browserOfFile();
const DAY_MS = 86_400_000;

/** The Monday of the week `days` from today (UTC), as YYYY-MM-DD. */
function mondayIn(days: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A two-day activity from a Monday. */
const activity = (correlativeId: number, name: string, monday: string) => planActivity(correlativeId, name, { start: `${monday}T08:00`, finish: `${nextDay(monday)}T17:00`, duration: 960 });

browserTest('a planner opens takt analytics: the matrix shows done, late, in progress and not started cells, velocity against plan, CSV', async () => {
  const admin = await signIn('admin');
  const scheduleName = `Takt analytics ${Date.now()}`;
  // Drywall was due two weeks ago, paint is due in two weeks: unfinished drywall is late, paint not yet.
  const drywall = activity(1, 'Drywall', mondayIn(-14));
  const paint = activity(2, 'Paint', mondayIn(14));
  const token = admin.sessionToken;
  const { scheduleId } = await taktSchedule(token, scheduleName, [drywall, paint], { name: 'Tower C', locationLabel: 'Level', unitLabel: 'Unit', levels: 2, unitsPerLevel: 2, assign: true });
  const schedule = `/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}`;
  await succeeded(api('POST', `/takt${schedule}/structures`, { token, body: { type: 'other', name: 'Empty wing', mode: 'manual' } }));
  const window = await succeeded(api<{ tasks: Array<{ id: string; activityId: string; name: string; version: number }> }>('GET', `/lookahead${schedule}/tasks?start=${drywall.start.slice(0, 10)}&weeks=8`, { token }));
  const progress: Array<[typeof drywall, string, number]> = [
    [drywall, 'Level 1 - Unit 1', 100],
    [drywall, 'Level 1 - Unit 2', 100],
    [drywall, 'Level 2 - Unit 1', 100],
    [drywall, 'Level 2 - Unit 2', 50],
    [paint, 'Level 1 - Unit 1', 30],
    [paint, 'Level 1 - Unit 2', 100],
  ];
  for (const [of, name, percent] of progress) {
    const task = window.tasks.find((t) => t.activityId === of.id && t.name === name);
    assert.ok(task, `${of.name} ${name} among ${window.tasks.map((t) => t.name).join(', ')}`);
    await succeeded(api('PATCH', `/lookahead${schedule}/tasks/${task.id}`, { token, body: { version: task.version, progress: percent } }));
  }

  try {
    const page = await newPage(browser());
    await openTaktOf(page, scheduleName);
    await page.getByTestId('takt-tab-analytics').click();
    await page.waitForURL('**/taktanalytics');

    const grid = page.getByTestId('takt-matrix-grid');
    await grid.waitFor({ timeout: 30_000 });
    const cell = (level: string, trade: string) => page.locator(`[data-testid="takt-matrix-row"][data-location="${level}"] [data-testid="takt-matrix-cell"][data-trade="${trade}"]`);
    assert.equal(await cell('Level 1', 'Drywall').getAttribute('data-state'), 'done');
    assert.equal(await cell('Level 2', 'Drywall').getAttribute('data-state'), 'late');
    assert.equal((await cell('Level 2', 'Drywall').innerText()).trim(), '75%');
    assert.equal(await cell('Level 1', 'Paint').getAttribute('data-state'), 'in_progress');
    assert.equal((await cell('Level 1', 'Paint').innerText()).trim(), '65%');
    assert.equal(await cell('Level 2', 'Paint').getAttribute('data-state'), 'not_started');
    assert.equal((await page.getByTestId('takt-matrix-total').innerText()).trim(), '60%');
    assert.match(await page.getByTestId('takt-matrix-legend-late').innerText(), /Late: 1/);
    // Velocity: 4 units planned in paint's week, the one with both trades at 100 completed.
    await page.getByTestId('takt-velocity').locator('.highcharts-container').waitFor();
    assert.equal((await page.getByTestId('takt-velocity-completed-units').innerText()).trim(), '1 / 4');
    await screenshot(page, 'takt-analytics');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('takt-matrix-csv').click()]);
    const csv = await readFile(await download.path(), 'utf8');
    assert.match(csv, /^location,trade,state,percent,tasks,done_tasks,late_tasks,data_date\r\n/);
    assert.match(csv, /Level 2,Drywall,late,75,2,1,1,/);

    // A structure without assigned activities has no figures.
    await page.getByTestId('takt-analytics-structure').click();
    await page.locator('.ant-select-item-option', { hasText: 'Empty wing' }).click();
    await page.getByTestId('takt-matrix-empty').getByText('No data for these filters').waitFor();
    await page.getByTestId('takt-velocity-empty').waitFor();
    await screenshot(page, 'takt-analytics-empty');

    // The spec's other address opens the same page, on the schedule's first structure.
    await page.goto('/extraDashboard');
    await page.getByTestId('takt-matrix-grid').waitFor({ timeout: 30_000 });
    await page.getByTestId('takt-tab-analytics').waitFor();
    assert.equal(await cell('Level 2', 'Drywall').getAttribute('data-state'), 'late');
    await screenshot(page, 'takt-analytics-extra-dashboard');
  } finally {
    await api('DELETE', `/projects/${NORTHGATE_MEDICAL.id}/schedules/${scheduleId}`, { token }).catch(() => undefined);
  }
});
