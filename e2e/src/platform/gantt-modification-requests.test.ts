import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { planActivityDefaults, type ModificationRequestSummary, type PlanActivity } from '@tenon/contracts';
import { HARBOR_VIEW } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
const objectId = () => randomBytes(12).toString('hex');

function task(correlativeId: number, name: string, start: string, finish: string): PlanActivity {
  return { id: objectId(), correlativeId, name, kind: 'task', parentId: null, order: correlativeId, duration: 960, start, finish, ...planActivityDefaults() };
}

browserTest('a planner previews and approves one change request (the bar and its successor move) and rejects another', async () => {
  const admin = await signIn('admin');
  const planner = await signIn('planner');
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `Requests ${Date.now()}`);
  const base = `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${scheduleId}`;
  const asked = `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${scheduleId}`;
  const formwork = task(1, 'Formwork', '2027-03-01T08:00', '2027-03-02T17:00');
  const pour = task(2, 'Pour slab', '2027-03-03T08:00', '2027-03-04T17:00');
  const cleanup = task(3, 'Site cleanup', '2027-03-01T08:00', '2027-03-02T17:00');
  const saved = await api('PUT', `${base}/plan`, {
    token: admin.sessionToken,
    body: { baseVersion: 0, activities: { upsert: [formwork, pour, cleanup], delete: [] }, links: { upsert: [{ id: objectId(), predecessorId: formwork.id, successorId: pour.id, type: 'FS', lag: 0 }], delete: [] } },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  // Raised from the lookahead (its modal calls this same route).
  const later = await api<ModificationRequestSummary>('POST', `${asked}/modification-requests`, { token: planner.sessionToken, body: { activityId: formwork.id, start: '2027-03-08T08:00', finish: '2027-03-09T17:00', comment: 'Formwork crew a week late' } });
  assert.equal(later.status, 201, JSON.stringify(later.body));
  const cleanupLater = await api('POST', `${asked}/modification-requests`, { token: planner.sessionToken, body: { activityId: cleanup.id, start: '2027-03-15T08:00', finish: '2027-03-16T17:00' } });
  assert.equal(cleanupLater.status, 201, JSON.stringify(cleanupLater.body));

  const page = await newPage(browser());
  await signInAs(page, 'planner');
  await page.goto(`/masterplan/${scheduleId}/${HARBOR_VIEW.id}`);
  await page.getByTestId(`masterplan-open-gantt-${scheduleId}`).click({ timeout: 20_000 });
  await page.getByTestId('gantt-editor').waitFor({ timeout: 20_000 });
  await page.getByTestId('pending-request-1').waitFor();
  await page.getByTestId('pending-request-3').waitFor();
  assert.equal(await page.getByTestId('pending-request-2').count(), 0, 'no badge without a waiting request');
  assert.match(await page.getByTestId('gantt-requests-count').innerText(), /2/);
  await screenshot(page, 'gantt-requests-badges');

  const x = (testId: string) => page.getByTestId(testId).evaluate((node) => Number(node.querySelector('rect')!.getAttribute('x')));
  const [formworkBefore, pourBefore] = [await x('bar-1'), await x('bar-2')];

  await page.getByTestId('gantt-requests').click();
  await page.getByTestId('modification-1').waitFor();
  // The drawer slides in: the screenshot waits for it to settle.
  await page.waitForTimeout(500);
  await screenshot(page, 'gantt-requests-panel');
  await page.getByTestId('modification-approve-1').click();
  await page.getByTestId('modification-preview').waitFor();
  // The engine previews the requested dates: the activity and its successor move a week, nothing is saved yet.
  await page.waitForFunction((before) => Number(document.querySelector('[data-testid="bar-1"] rect')?.getAttribute('x')) > before, formworkBefore);
  await page.waitForFunction((before) => Number(document.querySelector('[data-testid="bar-2"] rect')?.getAttribute('x')) > before, pourBefore);
  const version = await page.getByTestId('gantt-version').innerText();
  await page.waitForTimeout(500);
  await screenshot(page, 'gantt-requests-preview');
  await page.getByTestId('modification-confirm').click();
  await page.getByTestId('modification-approved').waitFor();
  await page.getByTestId('gantt-version').filter({ hasNotText: version }).waitFor();
  await page.getByTestId('pending-request-1').waitFor({ state: 'detached' });
  assert.ok((await x('bar-1')) > formworkBefore, 'the approved dates stay after the save');
  assert.ok((await x('bar-2')) > pourBefore, 'and the successor with them');
  assert.equal(await page.getByTestId('gantt-backup').count(), 0, 'nothing is left unsaved');
  const plan = await api<{ activities: PlanActivity[] }>('GET', `${base}/plan`, { token: admin.sessionToken });
  assert.deepEqual(
    plan.body.activities.filter((a) => a.id !== cleanup.id).map((a) => [a.name, a.start, a.finish]),
    [['Formwork', '2027-03-08T08:00', '2027-03-09T17:00'], ['Pour slab', '2027-03-10T08:00', '2027-03-11T17:00']],
  );
  await screenshot(page, 'gantt-requests-approved');

  await page.getByTestId('gantt-requests').click();
  await page.getByTestId('modification-reject-3').click();
  await clickWhenSettled(page.locator('#modification-reject-ok'));
  await page.getByTestId('modification-rejected').waitFor();
  await page.locator('[data-testid="modification-3"][data-state="rejected"]').waitFor();
  await page.getByTestId('pending-request-3').waitFor({ state: 'detached' });
  await screenshot(page, 'gantt-requests-rejected');
  const after = await api<{ activities: PlanActivity[] }>('GET', `${base}/plan`, { token: admin.sessionToken });
  assert.deepEqual(after.body.activities.find((a) => a.id === cleanup.id)?.start, cleanup.start, 'a rejected request moves nothing');
  await page.close();
});
