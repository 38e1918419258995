import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { chooseExport } from '../support/gantt';
import { pdfText } from '../support/pdf-text';
import { api, newScheduleWithCalendar, signIn } from '../support/product';
import { readFirstSheet, sheetDateText } from '../support/xlsx';

const browser = browserOfFile();
const screenshots = join(__dirname, '..', '..', 'screenshots');

interface PlanBody {
  activities: Array<{ id: string; correlativeId: number; name: string; start: string; finish: string }>;
  links: Array<{ predecessorId: string; successorId: string; type: string; lag: number }>;
  engine: { minutesPerDay: number };
}

function hasTool(name: string): boolean {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pageCount(pdf: Buffer, file: string): number {
  if (hasTool('pdfinfo')) return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

async function openTowerGantt(page: Page): Promise<void> {
  await page.goto(`/masterplan/${HARBOR_VIEW_TOWER.id}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${HARBOR_VIEW_TOWER.id}`).click();
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
}

browserTest("a planner prints Tower A's Gantt to PDF with chosen columns, 2 pages wide on A3, and gets the pages the dialog announced", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await openTowerGantt(page);
  await chooseExport(page, 'pdf');
  await page.getByTestId('gantt-pdf-column-predecessors').click();
  // antd keeps a radio's input hidden under its label: the label is what a user clicks.
  await page.locator('label', { has: page.getByTestId('gantt-pdf-zoom-month') }).click();
  await page.getByTestId('gantt-pdf-pages').fill('2');
  await page.locator('label', { has: page.getByTestId('gantt-pdf-paper-A3') }).click();
  const announced = await page.getByTestId('gantt-pdf-pages-count').innerText();
  const expectedPages = Number(/(\d+) pages/.exec(announced)?.[1]);
  assert.ok(expectedPages >= 2 && expectedPages % 2 === 0, `two pages wide: ${announced}`);
  await screenshot(page, 'gantt-pdf-dialog');

  const started = Date.now();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('gantt-pdf-create').click();
  // While the server prints in the background, the dialog shows its stage, a progress bar and the seconds.
  await page.getByTestId('gantt-pdf-progress').filter({ hasText: `(${expectedPages} pages)` }).waitFor();
  assert.ok((await page.getByTestId('gantt-pdf-progress').locator('.ant-progress').count()) === 1, 'a progress bar');
  const download = await downloading;
  const file = await download.path();
  const pdf = readFileSync(file);
  console.log(`Tower A Gantt PDF: ${pdf.length} bytes, ${expectedPages} pages in ${Date.now() - started} ms`);
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'the download is a PDF');
  assert.equal(download.suggestedFilename(), 'Tower A.pdf');
  assert.equal(pageCount(pdf, file), expectedPages, 'the pages the dialog announced');
  await page.getByText('The PDF of the Gantt is downloaded.').waitFor();

  // What the pages say: the title block on every page, the columns chosen on the first page of a band.
  const text = pdfText(pdf);
  const joined = text.join('\n');
  assert.ok(joined.includes(`${HARBOR_VIEW.name} · Tower A`), 'project and schedule in the header');
  assert.match(joined, /Data date: (\d{4}-\d{2}-\d{2}|none)/);
  assert.ok(joined.includes(`Page ${expectedPages} of ${expectedPages}`));
  assert.ok(joined.includes('Predecessors'), 'the column chosen in the dialog');
  assert.ok(joined.includes('Critical activity'), 'the legend is printed');

  // Page 1 as an image, to look at.
  if (hasTool('pdftoppm')) {
    mkdirSync(screenshots, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, join(screenshots, 'gantt-pdf-page')]);
  } else {
    console.log('pdftoppm is not installed: no PNG of the printed pages (infra/local/install.sh adds poppler-utils)');
  }

  // The print view as the print browser opens it: pages, no menus, bars drawn.
  await page.goto(`/gantt/print/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?columns=id,name,duration,start,finish&zoom=week&pages=1&paper=A4&legend=1&print=1`);
  await page.locator('[data-print-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  assert.equal(await page.getByRole('navigation').count(), 0, 'no menus in print');
  assert.ok((await page.locator('[data-activity]').count()) >= 10, 'bars are drawn');
  // Weeks under their months, as MS Project prints them.
  const firstPage = page.getByTestId('gantt-print-page').first();
  assert.ok((await firstPage.getByTestId('gantt-print-major-tick').count()) >= 1, 'a month tier over the weeks');
  const monthLabels = await firstPage.getByTestId('gantt-print-major-tick').locator('text').allTextContents();
  assert.ok(monthLabels.length >= 1 && monthLabels.every((label) => /^[A-Z][a-z]{2,}\.?( \d{4})?$/.test(label)), monthLabels.join(', '));
  await screenshot(page, 'gantt-print-view');
  await page.context().close();
});

browserTest('closing the PDF dialog does not lose the print: it downloads when ready', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await openTowerGantt(page);
  await chooseExport(page, 'pdf');
  await page.getByTestId('gantt-pdf-pages-count').waitFor({ timeout: 20_000 });
  // A small print can finish before the dialog is closed; the job's status replies wait until it is, so the
  // test always closes a dialog that is still printing.
  let closed: () => void = () => undefined;
  const dialogClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  await page.route(/\/api\/v1\/exports\/pdf\/jobs\/[^/]+$/, async (route) => {
    await dialogClosed;
    await route.continue();
  });
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  // Kept handled: if a step below fails first, its error is the one reported, not the closed page's.
  downloading.catch(() => undefined);
  await page.getByTestId('gantt-pdf-create').click();
  await page.getByTestId('gantt-pdf-progress').waitFor();
  await screenshot(page, 'gantt-pdf-progress');
  await page.locator('.ant-modal-close').click();
  await page.getByText('The PDF keeps printing and downloads when it is ready.').waitFor();
  assert.equal(await page.getByTestId('gantt-pdf-dialog').count(), 0, 'the dialog is closed');
  closed();
  const download = await downloading;
  assert.equal(readFileSync(await download.path()).subarray(0, 5).toString('latin1'), '%PDF-');
  await page.getByText('The PDF of the Gantt is downloaded.').waitFor();
  await page.context().close();
});

browserTest('a PDF job is followed stage by stage by its owner only, and a refused page never becomes a job', async () => {
  const planner = await signIn('planner');
  const path = `/gantt/print/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}?pages=1`;
  const started = await api<{ job: { id: string; stage: string; progress: number } }>('POST', '/exports/pdf/jobs', { token: planner.sessionToken, body: { path, fileName: 'Tower A' } });
  assert.equal(started.status, 202, JSON.stringify(started.body));
  assert.equal(started.body.job.stage, 'queued');
  const seen = new Set<string>();
  let job = started.body.job;
  const deadline = Date.now() + 120_000;
  while (job.stage !== 'done' && job.stage !== 'failed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const status = await api<{ job: typeof job }>('GET', `/exports/pdf/jobs/${job.id}`, { token: planner.sessionToken });
    assert.equal(status.status, 200);
    assert.ok(status.body.job.progress >= job.progress, 'progress never goes back');
    job = status.body.job;
    seen.add(job.stage);
  }
  assert.equal(job.stage, 'done');
  const file = await fetch(`${process.env.TENON_URL ?? 'http://127.0.0.1:8080'}/api/v1/exports/pdf/jobs/${job.id}/file`, { headers: { authorization: `Bearer ${planner.sessionToken}` } });
  assert.equal(file.status, 200);
  assert.match(file.headers.get('content-disposition') ?? '', /Tower A\.pdf/);
  assert.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1'), '%PDF-');

  // Someone else of the company does not see another person's export; nobody without a session does.
  const admin = await signIn('admin');
  assert.equal((await api('GET', `/exports/pdf/jobs/${job.id}`, { token: admin.sessionToken })).status, 404);
  assert.equal((await api('GET', `/exports/pdf/jobs/${job.id}/file`, { token: admin.sessionToken })).status, 404);
  assert.equal((await api('GET', `/exports/pdf/jobs/${job.id}`)).status, 401);
  // A page that cannot be printed is refused at once.
  const refused = await api<{ error: { code: string } }>('POST', '/exports/pdf/jobs', { token: planner.sessionToken, body: { path: '/settings/company' } });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.error.code, 'VALIDATION_FAILED');
});

browserTest('the dialog says why a date range with no activity cannot be printed, and an empty schedule prints its message', async () => {
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await openTowerGantt(page);
  await chooseExport(page, 'pdf');
  await page.getByTestId('gantt-pdf-from').fill('2040-01-01');
  await page.getByTestId('gantt-pdf-to').fill('2040-01-31');
  await page.getByTestId('gantt-pdf-refused').filter({ hasText: 'No activity falls in the chosen dates.' }).waitFor();
  assert.equal(await page.getByTestId('gantt-pdf-create').isDisabled(), true);
  await page.getByTestId('gantt-pdf-to').fill('2039-12-01');
  await page.getByTestId('gantt-pdf-refused').filter({ hasText: 'The end date is before the start date.' }).waitFor();
  await page.context().close();

  // Schedules are made by a project admin; the planner prints it.
  const admin = await signIn('admin');
  const planner = await signIn('planner');
  const empty = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `Empty print ${Date.now() % 100000}`);
  try {
    const response = await fetch(`${process.env.TENON_URL ?? 'http://127.0.0.1:8080'}/api/v1/exports/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${planner.sessionToken}` },
      body: JSON.stringify({ path: `/gantt/print/${HARBOR_VIEW.id}/${empty}?pages=1`, fileName: 'empty' }),
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    assert.equal(response.status, 200, pdf.toString('utf8').slice(0, 300));
    assert.ok(pdfText(pdf).join(' ').includes('This schedule has no activities to print.'));
  } finally {
    await api('DELETE', `/projects/${HARBOR_VIEW.id}/schedules/${empty}`, { token: admin.sessionToken });
  }
  // Without a session the print is refused before any page is opened.
  const anonymous = await api('POST', '/exports/pdf', { body: { path: `/gantt/print/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}` } });
  assert.equal(anonymous.status, 401);
});

browserTest("a planner downloads Tower A's schedule as Excel and it reads back with outline, dates and predecessors", async () => {
  const planner = await signIn('planner');
  const plan = await api<PlanBody>('GET', `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${HARBOR_VIEW_TOWER.id}/plan`, { token: planner.sessionToken });
  assert.equal(plan.status, 200);
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await openTowerGantt(page);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), chooseExport(page, 'xlsx')]);
  assert.equal(download.suggestedFilename(), 'Tower A.xlsx');
  const sheet = readFirstSheet(readFileSync(await download.path()));
  await page.getByText('The schedule is downloaded as Excel.').waitFor();
  await page.context().close();

  const header = sheet[0]!;
  for (const column of ['Outline level', 'WBS', 'ID', 'Name', 'Duration (d)', 'Start', 'Finish', '% complete', 'Predecessors', 'Calendar', 'Critical', 'Total float (d)']) {
    assert.ok(header.includes(column), `column ${column}`);
  }
  assert.equal(sheet.length - 1, plan.body.activities.length, 'one line per activity');
  const at = (name: string) => header.indexOf(name);
  const byId = new Map(plan.body.activities.map((a) => [a.correlativeId, a]));
  const correlatives = new Map(plan.body.activities.map((a) => [a.id, a.correlativeId]));
  const linked = plan.body.links.find((link) => link.type !== 'FS' || link.lag !== 0) ?? plan.body.links[0]!;
  const successor = plan.body.activities.find((a) => a.id === linked.successorId)!;
  const line = sheet.find((row) => row[at('ID')] === successor.correlativeId)!;
  assert.ok(String(line[at('Predecessors')]).includes(`${correlatives.get(linked.predecessorId)}${linked.type}`), `predecessors of ${successor.name}: ${String(line[at('Predecessors')])}`);
  for (const row of sheet.slice(1, 20)) {
    const activity = byId.get(Number(row[at('ID')]))!;
    assert.equal(row[at('Name')], activity.name);
    assert.equal(sheetDateText(Number(row[at('Start')])), activity.start, `start of ${activity.name}`);
    assert.equal(sheetDateText(Number(row[at('Finish')])), activity.finish, `finish of ${activity.name}`);
  }
  assert.equal(sheet[1]![at('WBS')], '1');
  assert.equal(sheet[1]![at('Outline level')], 1);
  assert.ok(sheet.slice(1).some((row) => row[at('Critical')] === 'Yes'), 'the critical path is marked');
});
