import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after } from 'node:test';
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { DEMO_COMPANY, HARBOR_VIEW } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { api, signIn } from '../support/product';

const browser = browserOfFile();
const mongo = new MongoClient(process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017');
after(() => mongo.close());

async function openDashboard(page: Page, role: string): Promise<void> {
  await signInAs(page, role);
  await page.getByTestId('side-menu-analytics').click();
  await page.getByTestId('analytics-page').waitFor();
}

/**
 * The demo tower's closed weeks (analytics demo seed) include 2026-09-28 at PPC 66.7 (8 of 12 kept). Weeks closed by
 * other suites on the demo plan also count, so the dashboard is checked against the figures API for the same filters.
 */
type PpcReply = { weeks: Array<{ weekStart: string; committed: number; completed: number; ppc: number | null }>; average: number | null };

browserTest('the dashboard shows the PPC of the demo weeks, a filter applied narrows it, and a chart exports its data as CSV', async () => {
  const planner = await signIn('planner');
  const figures = async (query = '') => {
    const answer = await api<PpcReply>('GET', `/analytics/projects/${HARBOR_VIEW.id}/figures/ppc${query}`, { token: planner.sessionToken });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const all = await figures();
  assert.ok(all.weeks.some((w) => w.weekStart === '2026-09-28' && w.committed === 12 && w.completed === 8 && w.ppc === 66.7), 'the demo weeks are there');
  const fromNovember = await figures('?from=2026-11-02');
  assert.ok(fromNovember.weeks.length >= 3 && fromNovember.weeks.length < all.weeks.length, 'the filter narrows the weeks');

  const page = await newPage(browser());
  await openDashboard(page, 'planner');
  const ppc = page.getByTestId('analytics-ppc');
  await ppc.locator('.highcharts-container').waitFor();
  assert.equal(await page.getByTestId('analytics-ppc-average').innerText(), `${all.average}%`);
  assert.equal(await ppc.locator('.highcharts-xaxis-labels text').count(), all.weeks.length);
  await page.getByTestId('analytics-cnc').locator('.highcharts-container').waitFor();
  await page.getByTestId('analytics-cnc-pie').locator('.highcharts-pie-series').first().waitFor();
  await page.getByTestId('analytics-ageing').locator('.highcharts-container').waitFor();
  assert.ok(Number(await page.getByTestId('analytics-overdue').innerText()) >= 1, 'the demo overdue roadblock counts');
  await page.getByTestId('analytics-header-project').waitFor();
  await screenshot(page, 'analytics-dashboard-general');

  // The date filter only counts once applied.
  await page.getByTestId('analytics-filter-from').fill('2026-11-02');
  assert.equal(await page.getByTestId('analytics-ppc-average').innerText(), `${all.average}%`);
  await page.getByTestId('analytics-apply').click();
  await page.getByTestId('analytics-ppc-average').filter({ hasText: `${fromNovember.average}%` }).waitFor();
  assert.equal(await ppc.locator('.highcharts-xaxis-labels text').count(), fromNovember.weeks.length);
  // A range with no closed week: every chart says so.
  await page.getByTestId('analytics-filter-from').fill('2030-01-07');
  await page.getByTestId('analytics-filter-to').fill('2030-01-31');
  await page.getByTestId('analytics-apply').click();
  await page.getByTestId('analytics-ppc-empty').waitFor();
  assert.equal(await page.getByTestId('analytics-ppc-empty').innerText(), 'No data for these filters');
  await screenshot(page, 'analytics-dashboard-empty-range');
  await page.getByTestId('analytics-filter-from').fill('');
  await page.getByTestId('analytics-filter-to').fill('');
  await page.getByTestId('analytics-apply').click();
  await ppc.locator('.highcharts-container').waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-ppc-csv').click()]);
  const csv = await readFile((await download.path()), 'utf8');
  const lines = csv.trim().split(/\r\n/);
  assert.equal(lines[0], 'week,committed,completed,ppc,trend,average');
  assert.equal(lines.length, all.weeks.length + 1);
  assert.ok(lines.some((line) => line.startsWith('2026-09-28,12,8,66.7,') && line.endsWith(`,${all.average}`)), 'the demo week is a line of the CSV');

  // The other report types: the constraint report's team table names the responsibles; takt says what it needs.
  await page.getByTestId('analytics-report-constraint').click();
  await page.getByTestId('analytics-team-constraints').locator('.ant-table-row').first().waitFor();
  await screenshot(page, 'analytics-dashboard-constraints');
  await page.getByTestId('analytics-report-takt').click();
  await page.getByTestId('analytics-report-pending').waitFor();
  await page.context().close();
});

browserTest("a role without the CNC chart's permission sees the no-access message in its place, the other charts still drawn", async () => {
  const tables = mongo.db('gateway').collection<{ companyId: string; role: string; entries: Array<{ key: string; code: string }> }>('permission_tables');
  const filter = { companyId: DEMO_COMPANY.id, role: 'superintendent' };
  const before = await tables.findOne(filter);
  assert.ok(before !== null, 'the demo company has a superintendent permission table');
  await tables.updateOne(filter, { $set: { entries: [...before.entries.filter((e) => e.key !== 'analytics.cnc'), { key: 'analytics.cnc', code: 'SA' }] } });
  try {
    const page = await newPage(browser());
    await openDashboard(page, 'superintendent');
    await page.getByTestId('analytics-ppc').locator('.highcharts-container').waitFor();
    const refused = page.getByTestId('analytics-cnc-no-access');
    await refused.waitFor();
    assert.equal(await refused.innerText(), "You don't have access to this graph.");
    assert.equal(await page.getByTestId('analytics-cnc-csv').count(), 0);
    await page.getByTestId('analytics-cnc-pie-no-access').waitFor();
    await screenshot(page, 'analytics-dashboard-no-access');
    await page.context().close();
  } finally {
    await tables.updateOne(filter, { $set: { entries: before.entries } });
  }
});
