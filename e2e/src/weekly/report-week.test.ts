import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { api, signIn, type SignedIn } from '../support/product';

const browser = browserOfFile();
/** Demo activity "Roof slab and mechanical penthouse" (a working activity, not a summary). */
const ROOF_SLAB = '7e4e00070000000000000038';
const schedulePath = `/weekly/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}`;
const tasksPath = `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/tasks`;

/** A Monday from 2029 on that no earlier run used, with a free Monday before it (Harbor View plans from Mondays). */
function freshMonday(): string {
  const weeks = 2 * (1 + (Math.floor(Date.now() / 1000) % 300));
  return new Date(Date.UTC(2029, 0, 1) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Week {
  week: { start: string; week: number; year: number };
  commitments: Array<{ id: string; name: string }>;
  activities: Array<{ tasks: Array<{ id: string; name: string }> }>;
}

/** Tasks made through the lookahead, committed at 100 % and closed with the realized values given, through the APIs. */
async function closedWeek(planner: SignedIn, monday: string, realized: Record<string, number>): Promise<Week> {
  for (const [index, name] of Object.keys(realized).entries()) {
    const created = await api('POST', tasksPath, {
      token: planner.sessionToken,
      body: { activityId: ROOF_SLAB, name, start: `${addDays(monday, index)}T08:00`, finish: `${addDays(monday, index + 1)}T17:00`, leanStatus: 'Will', progress: 0 },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
  }
  // The weekly plan learns the new tasks from the lookahead's events.
  let ids: string[] = [];
  let lastAnswer = '';
  for (let attempt = 0; attempt < 40 && ids.length < Object.keys(realized).length; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const read = await api<Week>('GET', `${schedulePath}/weeks?date=${monday}`, { token: planner.sessionToken });
    lastAnswer = `${read.status} ${JSON.stringify(read.body).slice(0, 300)}`;
    // A read that did not answer 200 (e.g. the gateway timed out while the service was busy) is retried.
    if (read.status !== 200) continue;
    ids = read.body.activities.flatMap((a) => a.tasks).filter((task) => task.name in realized).map((task) => task.id);
  }
  assert.equal(ids.length, Object.keys(realized).length, `the week lists the new tasks (last answer: ${lastAnswer})`);
  const committed = await api<Week>('POST', `${schedulePath}/weeks/${monday}/commitments`, { token: planner.sessionToken, body: { commitments: ids.map((taskId) => ({ taskId, percent: 100 })) } });
  assert.equal(committed.status, 200, JSON.stringify(committed.body));
  const closed = await api<Week>('POST', `${schedulePath}/weeks/${monday}/close`, {
    token: planner.sessionToken,
    body: { realized: committed.body.commitments.map((c) => ({ commitmentId: c.id, percent: realized[c.name]! })) },
  });
  assert.equal(closed.status, 200, JSON.stringify(closed.body));
  return closed.body;
}

browserTest('the week report shows the commitments, PPC, causes by type and the trend, and prints them to PDF', async () => {
  const monday = freshMonday();
  const run = Date.now() % 100000;
  const planner = await signIn('lastplanner');
  const before = await closedWeek(planner, addDays(monday, -7), { [`Strip forms A (${run})`]: 100, [`Strip forms B (${run})`]: 30 });
  const pour = `Pour deck A (${run})`;
  const missed = `Cure deck B (${run})`;
  const week = await closedWeek(planner, monday, { [pour]: 100, [`Pour deck B (${run})`]: 100, [`Cure deck A (${run})`]: 100, [missed]: 50 });
  const types = (await api<{ types: Array<{ id: string; defaultKey: string | null }> }>('GET', `${schedulePath}/cnc-types`, { token: planner.sessionToken })).body.types;
  const typeOf = (key: string) => types.find((type) => type.defaultKey === key)!.id;
  const missedCommitment = week.commitments.find((c) => c.name === missed)!;
  for (const [name, key] of [
    [`Rebar late (${run})`, 'materials'],
    [`Pump truck late (${run})`, 'materials'],
    [`Rain on the deck (${run})`, 'weather'],
  ] as const) {
    const cnc = await api('POST', `${schedulePath}/cncs`, { token: planner.sessionToken, body: { name, typeId: typeOf(key), weekStart: monday, commitmentIds: [missedCommitment.id] } });
    assert.equal(cnc.status, 201, JSON.stringify(cnc.body));
  }

  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  await page.goto(`/weeklyplan/commintments/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?date=${monday}`);
  await page.getByTestId('week-state').filter({ hasText: 'Closed' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('week-report-summary').click();
  await page.waitForURL(`**/report/week/all/${week.week.week}/1/${week.week.year}/${monday}/${addDays(monday, 6)}?projectId=${HARBOR_VIEW.id}&scheduleId=${HARBOR_VIEW_TOWER.id}`);
  const report = page.getByTestId('report-week');
  await report.getByTestId('report-subtitle').filter({ hasText: `Tower A · week ${week.week.week}, ${monday} to ${addDays(monday, 6)}` }).waitFor({ timeout: 30_000 });
  const figures = report.getByTestId('report-figures');
  await figures.waitFor();
  assert.match((await figures.innerText()).replace(/\s+/g, ' '), /Commitments 4 Kept 3 Missed 1 PPC 75%/);
  assert.deepEqual(
    (await report.getByTestId('report-cause-type').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    ['Materials 2 · 67%', 'Weather 1 · 33%'],
  );
  const trend = (await report.getByTestId('report-trend-point').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  assert.deepEqual(trend.slice(-2), [`50% W${before.week.week}`, `75% W${week.week.week}`]);
  const missedRow = report.getByTestId('report-table').locator('tr', { hasText: missed });
  const missedText = (await missedRow.innerText()).replace(/\s+/g, ' ');
  assert.match(missedText, /100% 50% No/);
  for (const cause of ['Rebar late', 'Pump truck late', 'Rain on the deck']) assert.ok(missedText.includes(`${cause} (${run})`), `${cause} is a cause of the missed task`);
  await page.locator('[data-print-ready="true"]').waitFor({ state: 'attached' });
  await screenshot(page, 'weekly-week-report');

  // The PDF the server prints says what the page says.
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('report-pdf').click()]);
  const pdf = readFileSync(await download.path());
  console.log(`week report PDF: ${pdf.length} bytes in ${Date.now() - started} ms`);
  assert.match(download.suggestedFilename(), new RegExp(`^week report Tower A week ${week.week.week} ${week.week.year}\\.pdf$`));
  const text = pdfText(pdf).join('\n');
  for (const expected of ['Week report', `week ${week.week.week}, ${monday} to ${addDays(monday, 6)}`, pour, missed, 'PPC', '75%', 'Materials', 'Weather', `Rain on the deck (${run})`]) {
    assert.ok(text.includes(expected), `the PDF says "${expected}"`);
  }
  assert.ok(!text.includes('Back to the weekly plan'), 'no buttons in the PDF');

  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&print=1`);
  await page.locator('[data-print-ready="true"]').waitFor({ state: 'attached' });
  assert.equal(await page.getByTestId('report-pdf').count(), 0, 'no buttons in print');
  await screenshot(page, 'weekly-week-report-print');

  // The export route of the spec opens the closure report of its week; another company's address is refused.
  const exportPath = `/project/${HARBOR_VIEW.id}/schedule/${HARBOR_VIEW_TOWER.id}/export/weekly?type=closure&planificationDay=1&week=${week.week.week}&year=${week.week.year}`;
  await page.goto(`/${planner.companyId}${exportPath}`);
  await page.getByTestId('report-closure').getByText(missed).waitFor({ timeout: 30_000 });
  await page.goto(`/${'0'.repeat(24)}${exportPath}`);
  await page.getByTestId('weekly-export-denied').waitFor();
  await page.context().close();
});
