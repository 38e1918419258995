import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { mailsTo, type Mail } from '@tenon/service-kit/testing';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
const mongo = new MongoClient(process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017');
after(() => mongo.close());

/** The lookahead tasks API is another feature's: the test puts a task straight where the lookahead keeps them. */
async function taskIn(scheduleId: string, name: string, leanStatus: string): Promise<string> {
  const id = new ObjectId();
  await mongo.db('lookahead').collection('tasks').insertOne({
    _id: id,
    companyId: DEMO_COMPANY.id,
    scheduleId,
    activityId: new ObjectId().toHexString(),
    name,
    start: '2026-12-01T08:00',
    finish: '2026-12-03T17:00',
    leanStatus,
    status: 'Waiting',
  });
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await mongo.db('lookahead').collection('task_stamps').deleteMany({});
  return id.toHexString();
}
const leanStatusOf = async (taskId: string) => (await mongo.db('lookahead').collection('tasks').findOne({ _id: new ObjectId(taskId) }))?.leanStatus as string;

async function mailMatching(address: string, linkPart: string): Promise<Mail> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = (await mailsTo(address)).find((mail) => (mail.text ?? '').includes(linkPart));
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no mail to ${address} linking ${linkPart}`);
}

const rowOf = (page: Page, name: string) => page.locator('tr', { has: page.getByTestId('roadblock-row-name').filter({ hasText: name }) });

browserTest('a planner adds a roadblock to a task, mass-edits the roadblocks, releases them and the task goes back to Can', async () => {
  const admin = await signIn('admin');
  const scheduleName = `Roadblocks ${Date.now()}`;
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, scheduleName);
  const taskId = await taskIn(scheduleId, 'Pour level 9 slab', 'Can');
  const planner = await signIn('planner');
  const second = await api<{ constraints: Array<{ id: string }> }>('POST', `/lookahead/projects/${HARBOR_VIEW.id}/schedules/${scheduleId}/constraints`, {
    token: planner.sessionToken,
    body: { name: 'Crane permit', type: 'permits', commitmentDate: '2099-01-20' },
  });
  assert.equal(second.status, 201, JSON.stringify(second.body));

  const page = await newPage(browser());
  await signInAs(page, 'planner');
  // The deep link selects the project and schedule; the tab bar shows both tabs to a planner.
  await page.goto(`/lookahead/constraints/${HARBOR_VIEW.id}/${scheduleId}`);
  await page.getByTestId('lookahead-tabs').getByText('Plan').waitFor();
  await rowOf(page, 'Crane permit').waitFor();
  await page.getByTestId('schedule-selector').getByText(scheduleName).waitFor();
  assert.equal((await page.getByTestId('roadblocks-counter').innerText()).trim(), 'Released 0/1');

  // The form: a missing name is refused with its message, then the roadblock is created on the task.
  await page.getByTestId('roadblock-add').click();
  await clickWhenSettled(page.getByTestId('roadblock-form-save'));
  await page.getByText('The roadblock name is required').waitFor();
  await page.getByTestId('roadblock-name').fill('Rebar delivery for level 9');
  await page.getByTestId('roadblock-commitment').fill('2099-01-10');
  await page.getByTestId('roadblock-tasks').click();
  await page.locator('.ant-select-item-option', { hasText: 'Pour level 9 slab' }).click();
  await page.getByTestId('roadblock-responsibles').click();
  await page.locator('.ant-select-item-option', { hasText: 'Luis Cardenas' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('roadblock-form-save').click();
  await rowOf(page, 'Rebar delivery for level 9').waitFor();
  assert.equal(await leanStatusOf(taskId), 'Restricted', 'the task with an open roadblock is Restricted');
  assert.match(await rowOf(page, 'Rebar delivery for level 9').getByTestId('roadblock-row-responsibles').innerText(), /Luis Cardenas/);
  await screenshot(page, 'roadblocks-created');

  // The responsible is told by e-mail, with a link to the roadblock.
  const mail = await mailMatching('subtrade@tenon.demo', `/lookahead/constraints/${HARBOR_VIEW.id}/${scheduleId}/`);
  assert.equal(mail.subject, 'You are responsible for the roadblock "Rebar delivery for level 9"');
  assert.match(mail.text ?? '', /Mateo Rossi made you responsible for the roadblock "Rebar delivery for level 9".*\n.*Commitment date: 2099-01-10/);

  // Mass edit: priority needs 'No group'; the commitment date asks first.
  await page.getByTestId('roadblocks-grouping').click();
  await page.locator('.ant-select-item-option', { hasText: 'No group' }).click();
  for (const name of ['Rebar delivery for level 9', 'Crane permit']) await rowOf(page, name).locator('input[type=checkbox]').check();
  await page.getByTestId('roadblocks-mass-bar').waitFor();
  assert.equal((await page.getByTestId('mass-selected-count').innerText()).trim(), '2 selected');
  await page.getByTestId('mass-priority').click();
  await page.locator('.ant-select-item-option', { hasText: 'Urgent' }).click();
  await page.getByText('2 roadblocks changed').first().waitFor();
  await page.getByTestId('mass-date').fill('2099-02-01');
  await page.getByTestId('mass-date-apply').click();
  await page.locator('.ant-modal-confirm-title', { hasText: 'Change the commitment date?' }).waitFor();
  await page.getByTestId('mass-date-confirm').click();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid=roadblock-row-commitment]')).every((cell) => cell.textContent === '2099-02-01'));
  for (const name of ['Rebar delivery for level 9', 'Crane permit']) {
    assert.equal(await rowOf(page, name).getByTestId('roadblock-row-priority').innerText(), 'Urgent');
  }
  assert.equal((await page.getByTestId('roadblocks-reschedules').innerText()).trim(), '2 reschedules');
  await screenshot(page, 'roadblocks-mass-edited');

  // Release both: the counter turns teal and the task goes back to the status it had.
  await page.getByTestId('mass-status').click();
  await page.locator('.ant-select-item-option[title="Released"]').click();
  await page.getByTestId('roadblocks-counter').filter({ hasText: 'Released 2/2' }).waitFor();
  assert.equal(await page.getByTestId('roadblocks-counter').getAttribute('data-all-released'), 'true');
  // Teal once the tag's colour transition ends.
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid=roadblocks-counter]')!).backgroundColor === 'rgb(19, 168, 168)');
  assert.equal(await leanStatusOf(taskId), 'Can');
  await page.getByTestId('mass-cancel').click();
  await screenshot(page, 'roadblocks-released');
});

browserTest('a schedule without roadblocks shows the empty state, in Spanish too', async () => {
  const admin = await signIn('admin');
  const scheduleName = `Empty roadblocks ${Date.now()}`;
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, scheduleName);
  const page = await newPage(browser());
  await page.goto('/login');
  await page.getByTestId('language-switch').getByText('ES').click();
  await signInAs(page, 'planner');
  await page.goto(`/lookahead/constraints/${HARBOR_VIEW.id}/${scheduleId}`);
  await page.getByTestId('schedule-selector').getByText(scheduleName).waitFor();
  await page.getByTestId('roadblocks-empty').getByText('No has creado ninguna Restricción').waitFor();
  assert.equal((await page.getByTestId('roadblocks-counter').innerText()).trim(), 'Liberadas 0/0');
  await screenshot(page, 'roadblocks-empty-es');
});

test('through the gateway: V reads, ACP reads, AC writes; a stranger responsible or a 10 MB description changes nothing', async () => {
  const path = (projectId: string, scheduleId: string) => `/lookahead/projects/${projectId}/schedules/${scheduleId}/constraints`;
  const tower = path(HARBOR_VIEW.id, HARBOR_VIEW_TOWER.id);
  const hospital = path(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id);
  const client = await signIn('client');
  assert.equal((await api('GET', hospital, { token: client.sessionToken })).status, 200, 'a client (V) reads');
  const refused = await api<{ error: { code: string } }>('POST', hospital, { token: client.sessionToken, body: { name: 'Not mine to add' } });
  assert.deepEqual([refused.status, refused.body.error.code], [403, 'NO_PERMISSION']);
  const subtrade = await signIn('subtrade');
  assert.equal((await api('GET', tower, { token: subtrade.sessionToken })).status, 200, 'a subtrade (ACP) reads');
  assert.equal((await api('POST', tower, { token: subtrade.sessionToken, body: { name: 'Subtrade roadblock' } })).status, 403);

  const lastplanner = await signIn('lastplanner');
  const count = async () => (await api<{ constraints: unknown[] }>('GET', tower, { token: lastplanner.sessionToken })).body.constraints.length;
  const before = await count();
  const stranger = await api<{ error: { code: string } }>('POST', tower, { token: lastplanner.sessionToken, body: { name: 'Stranger', responsibleIds: [new ObjectId().toHexString()] } });
  assert.deepEqual([stranger.status, stranger.body.error.code], [403, 'WRONG_COMPANY']);
  const huge = await api('POST', tower, { token: lastplanner.sessionToken, body: { name: 'Huge', description: 'x'.repeat(10 * 1024 * 1024) } });
  assert.equal(huge.status, 413);
  const long = await api<{ error: { code: string } }>('POST', tower, { token: lastplanner.sessionToken, body: { name: 'Long', description: 'x'.repeat(5001) } });
  assert.deepEqual([long.status, long.body.error.code], [400, 'VALIDATION_FAILED']);
  assert.equal(await count(), before, 'nothing was added');
  const created = await api<{ constraints: Array<{ id: string }> }>('POST', tower, { token: lastplanner.sessionToken, body: { name: 'Scaffold inspection', commitmentDate: '2099-05-01' } });
  assert.equal(created.status, 201);
  const id = created.body.constraints[0]!.id;
  assert.equal((await api('DELETE', `${tower}/${id}`, { token: lastplanner.sessionToken })).status, 200);
  assert.equal(await count(), before);
});
