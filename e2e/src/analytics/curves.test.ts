import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { api, signIn } from '../support/product';

const browser = browserOfFile();

interface CurvesReply {
  dataDate: string;
  hasBaseline: boolean;
  real: number;
  base: number | null;
  gapDays: number | null;
  points: Array<{ day: string; base: number | null; projected: number; real: number | null }>;
  speed: unknown[];
  milestones: Array<{ id: string; name: string }>;
}
interface SectorsReply {
  sectors: Array<{ id: string; name: string; real: number }>;
}
interface LoadTimesReply {
  weeks: Array<{ weekStart: string; event: string; count: number; p50: number; p95: number }>;
}

async function figures<T>(token: string, chart: string, query = ''): Promise<T> {
  const answer = await api<T>('GET', `/analytics/projects/${HARBOR_VIEW.id}/figures/${chart}?scheduleIds=${HARBOR_VIEW_TOWER.id}${query}`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 60; attempt++) {
    last = await read();
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.fail(`${what}: ${JSON.stringify(last)}`);
}

async function openReport(page: Page, report: string): Promise<void> {
  await signInAs(page, 'planner');
  await page.getByTestId('side-menu-analytics').click();
  await page.getByTestId('analytics-page').waitFor();
  await page.getByTestId(`analytics-report-${report}`).click();
}

browserTest("the plan report draws Tower A's S-curve against its contract baseline, with the gap, the speed, the sectors and the milestones", async () => {
  const planner = await signIn('planner');
  // The demo tower has a baseline and two weekly updates, the last on its data date.
  const curves = await eventually(
    () => figures<CurvesReply>(planner.sessionToken, 'curves'),
    (c) => c.hasBaseline && c.dataDate === '2026-11-20' && c.real > 0,
    'the demo curves never arrived',
  );
  assert.ok(curves.points.length > 4, 'a curve of several weeks');
  assert.ok(curves.points.some((p) => p.base !== null && p.base > 0 && p.base < 100), 'the baseline climbs');
  const sectors = await figures<SectorsReply>(planner.sessionToken, 'sectors');
  assert.ok(sectors.sectors.length >= 2, 'the tower has several top-level activities');

  const page = await newPage(browser());
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openReport(page, 'plan');
  // The tower alone, as the figures above: other suites plan on the podium too.
  await page.getByTestId('analytics-filter-schedules').click();
  await page.locator('.ant-select-item-option', { hasText: HARBOR_VIEW_TOWER.name }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('analytics-apply').click();
  const scurve = page.getByTestId('analytics-scurve');
  await scurve.locator('.highcharts-container').waitFor();
  assert.equal(await scurve.locator('.highcharts-series-group .highcharts-graph').count(), 3, 'base, projected and real');
  await page.getByTestId('analytics-scurve-real').filter({ hasText: new RegExp(`^${String(curves.real).replace('.', '\\.')}%$`) }).waitFor();
  assert.equal(await scurve.locator('.highcharts-xaxis-labels text').count() > 0, true);
  await page.getByTestId('analytics-speed').locator('.highcharts-container').waitFor();
  const gap = page.getByTestId('analytics-gap-days');
  await gap.waitFor();
  assert.equal(await gap.getAttribute('data-days'), curves.gapDays === null ? '' : String(curves.gapDays));
  assert.equal(await page.getByTestId('analytics-sector').count(), sectors.sectors.length);
  assert.equal(await page.getByTestId('analytics-milestones').locator('.ant-table-row').count(), curves.milestones.length);
  await screenshot(page, 'analytics-curves-plan');

  // The S-curve's own dates narrow the days it draws, the other charts keep theirs.
  const narrowed = await figures<CurvesReply>(planner.sessionToken, 'curves', '&from=2026-10-01&to=2026-11-30');
  await page.getByTestId('analytics-scurve-from').fill('2026-10-01');
  await page.getByTestId('analytics-scurve-to').fill('2026-11-30');
  await eventually(
    () => scurve.locator('.highcharts-xaxis-labels text').count(),
    (count) => count > 0 && count <= narrowed.points.length,
    'the S-curve never narrowed',
  );
  assert.ok(narrowed.points.every((p) => p.day >= '2026-10-01' && p.day <= '2026-11-30'));
  await screenshot(page, 'analytics-curves-scurve-dates');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-scurve-csv').click()]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  assert.equal(lines[0], 'day,base,projected,real');
  assert.equal(lines.length, narrowed.points.length + 1);
  await page.context().close();
});

browserTest('opening the Gantt and the lookahead reports their load times; the dashboard shows p50 and p95 by week', async () => {
  const planner = await signIn('planner');
  const before = await figures<LoadTimesReply>(planner.sessionToken, 'load-times');
  const count = (reply: LoadTimesReply, event: string) => reply.weeks.filter((w) => w.event === event).reduce((sum, w) => sum + w.count, 0);
  const page = await newPage(browser());
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInAs(page, 'planner');
  await page.goto(`/gantt/${HARBOR_VIEW_TOWER.id}/ganttchart`);
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
  await page.goto(`/lookahead/planification/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}`);
  await page.getByTestId('plan-table').waitFor({ timeout: 30_000 });
  const after = await eventually(
    () => figures<LoadTimesReply>(planner.sessionToken, 'load-times'),
    (reply) => count(reply, 'schedule_load_time_tracked') > count(before, 'schedule_load_time_tracked') && count(reply, 'lookahead_load_time_tracked') > count(before, 'lookahead_load_time_tracked'),
    'the load times were never reported',
  );
  assert.ok(after.weeks.every((w) => w.p50 > 0 && w.p50 <= w.p95 && w.p95 < 300_000));

  await page.getByTestId('side-menu-analytics').click();
  await page.getByTestId('analytics-page').waitFor();
  await page.getByTestId('analytics-report-productivity').click();
  const chart = page.getByTestId('analytics-load-times');
  await chart.locator('.highcharts-container').waitFor();
  assert.equal(await chart.locator('.highcharts-legend-item').count(), 4, 'p50 and p95 of each screen');
  await screenshot(page, 'analytics-curves-load-times');
  await page.context().close();
});
