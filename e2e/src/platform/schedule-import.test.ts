import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { HARBOR_VIEW } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { chooseExport } from '../support/gantt';
import { api, signIn } from '../support/product';

const browser = browserOfFile();

/** A real MS Project file of the shared fixtures beside the repository. */
function fixture(relativePath: string): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'fixtures', 'schedules', relativePath);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`shared/fixtures/schedules/${relativePath} not found beside the repository`);
}

async function freshSchedule(): Promise<string> {
  const admin = await signIn('admin');
  const created = await api<{ schedule: { id: string } }>('POST', `/projects/${HARBOR_VIEW.id}/schedules`, { token: admin.sessionToken, body: { name: `Import ${Date.now()}` } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.schedule.id;
}

/** A planner on the importer of an empty schedule, reached from the Gantt's welcome. */
async function plannerOnImporter(): Promise<{ scheduleId: string; page: Page }> {
  const scheduleId = await freshSchedule();
  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/masterplan/${scheduleId}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${scheduleId}`).click({ timeout: 20_000 });
  await page.getByTestId('gantt-import').click({ timeout: 20_000 });
  await page.waitForURL(`**/importgantt/${scheduleId}`);
  await page.getByTestId('import-dragger').waitFor({ timeout: 20_000 });
  return { scheduleId, page };
}

browserTest('a planner imports an MS Project file: the preview counts and warns, finish opens the Gantt with its bars', async () => {
  const { scheduleId, page } = await plannerOnImporter();
  await page.locator('input[type=file]').setInputFiles(fixture('mspdi/sample-summaries-calendars.xml'));
  await page.getByTestId('import-preview').waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('import-count-tasks').innerText(), /15/);
  assert.match(await page.getByTestId('import-count-summaries').innerText(), /3/);
  assert.match(await page.getByTestId('import-count-links').innerText(), /6/);
  assert.match(await page.getByTestId('import-warnings').innerText(), /combined calendar/);
  await screenshot(page, 'import-preview');

  await page.getByTestId('import-create').click();
  await page.waitForURL(`**/gantt/${scheduleId}/ganttchart`, { timeout: 30_000 });
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
  await page.getByTestId('bar-2').waitFor();
  assert.match(await page.getByTestId('gantt-row-1').innerText(), /2003-01-07/, 'the plan keeps the file\'s dates');
  assert.ok((await page.locator('[data-testid^="bar-"]').count()) > 5, 'the imported activities are drawn');
  assert.match(await page.getByTestId('gantt-task-count').innerText(), /19 activities/);
  await screenshot(page, 'import-gantt');
});

browserTest('a file that is not a schedule is refused with the reason, and another file can be chosen', async () => {
  const { page } = await plannerOnImporter();
  await page.locator('input[type=file]').setInputFiles({ name: 'minutes.xml', mimeType: 'text/xml', buffer: Buffer.from('<?xml version="1.0"?><Minutes><Item/></Minutes>') });
  const error = page.getByTestId('import-error');
  await error.waitFor({ timeout: 30_000 });
  assert.match(await error.innerText(), /not a schedule file/);
  assert.match(await error.innerText(), /root <Minutes>/);
  await page.getByTestId('import-retry').click();
  await page.getByTestId('import-dragger').waitFor();
});

browserTest('a planner updates the Gantt from a newer file: reviews the diff, keeps a removed activity, and the Gantt opens on the update', async () => {
  const { scheduleId, page } = await plannerOnImporter();
  await page.locator('input[type=file]').setInputFiles(fixture('mspdi/sample-summaries-calendars.xml'));
  await page.getByTestId('import-create').click({ timeout: 30_000 });
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });

  await page.getByTestId('gantt-update-from-file').click();
  await page.waitForURL(`**/importgantt/${scheduleId}/reimport`);
  // The owner's next version: the second task renamed and the milestone gone.
  const original = readFileSync(fixture('mspdi/sample-summaries-calendars.xml'), 'utf8');
  const revised = original.replace('<Name>Second Task</Name>', '<Name>Second Task, resequenced</Name>').replace(/<Task><UID>3<\/UID>.*?<\/Task>/s, '');
  await page.locator('input[type=file]').setInputFiles({ name: 'sample-v2.xml', mimeType: 'text/xml', buffer: Buffer.from(revised, 'utf8') });
  await page.getByTestId('reimport-diff').waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('reimport-count-removed').innerText(), /1/);
  assert.match(await page.getByTestId('reimport-changed').innerText(), /Renamed from “Second Task”/);
  await page.getByRole('tab', { name: /Removed/ }).click();
  await page.getByTestId('reimport-removed').getByRole('checkbox').last().uncheck();
  assert.match(await page.getByRole('tab', { name: /Removed/ }).innerText(), /0\/1/);
  await screenshot(page, 'reimport-diff');

  await page.getByTestId('reimport-apply').click();
  await page.waitForURL(`**/gantt/${scheduleId}/ganttchart`, { timeout: 30_000 });
  await page.getByTestId('gantt-editor').waitFor({ timeout: 30_000 });
  const grid = await page.getByTestId('gantt-editor').innerText();
  assert.match(grid, /Second Task, resequenced/);
  assert.match(grid, /Third task/, 'the removal left unticked kept the milestone');
  await screenshot(page, 'reimport-gantt');

  // The updated plan goes back to the owner as a P6 file.
  const [download] = await Promise.all([page.waitForEvent('download'), chooseExport(page, 'xer')]);
  assert.match(download.suggestedFilename(), /^Import \d+\.xer$/);
  const saved = readFileSync(await download.path(), 'utf8');
  assert.match(saved, /^ERMHDR/);
  assert.match(saved, /Second Task, resequenced/);
});
