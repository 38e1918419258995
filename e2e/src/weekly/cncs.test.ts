import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { DEMO_COMPANY, HARBOR_VIEW, HARBOR_VIEW_TOWER, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { browserOfFile, browserTest, clickWhenSettled, newPage, screenshot, signInAs } from '../support/browser';
import { api, baseUrl, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
const mongo = new MongoClient(process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017');
after(() => mongo.close());

/** The lookahead tasks API is another feature's: the test puts a task straight where the lookahead keeps them. */
async function taskIn(scheduleId: string, name: string): Promise<string> {
  const id = new ObjectId();
  await mongo.db('lookahead').collection('tasks').insertOne({
    _id: id,
    companyId: DEMO_COMPANY.id,
    scheduleId,
    activityId: new ObjectId().toHexString(),
    name,
    start: '2026-11-17T08:00',
    finish: '2026-11-19T17:00',
    leanStatus: 'Committed',
    status: 'Doing',
  });
  // Written behind the service's back: its kept copies of the tasks are dropped, as any outside write must drop them.
  await mongo.db('lookahead').collection('task_stamps').deleteMany({});
  return id.toHexString();
}

const rowOf = (page: Page, name: string) => page.locator('tr', { has: page.getByTestId('cnc-row-name').filter({ hasText: name }) });
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });
const cncsPath = (projectId: string, scheduleId: string) => `/weekly/projects/${projectId}/schedules/${scheduleId}/cncs`;

browserTest('a planner records a CNC with its type and task, groups by type, resolves it and removes it', async () => {
  const admin = await signIn('admin');
  const scheduleName = `CNCs ${Date.now()}`;
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, scheduleName);
  await taskIn(scheduleId, 'Form level 9 columns');
  const planner = await signIn('planner');
  const types = await api<{ types: Array<{ id: string; defaultKey: string | null }> }>('GET', `/weekly/projects/${HARBOR_VIEW.id}/schedules/${scheduleId}/cnc-types`, { token: planner.sessionToken });
  const weather = types.body.types.find((type) => type.defaultKey === 'weather')!;
  const other = await api('POST', cncsPath(HARBOR_VIEW.id, scheduleId), { token: planner.sessionToken, body: { name: 'Wind stopped the crane', typeId: weather.id, weekStart: '2026-11-16' } });
  assert.equal(other.status, 201, JSON.stringify(other.body));

  const page = await newPage(browser());
  await signInAs(page, 'planner');
  // The deep link selects the project and schedule.
  await page.goto(`/weeklyplan/cncs/${HARBOR_VIEW.id}/${scheduleId}`);
  await page.getByTestId('schedule-selector').getByText(scheduleName).waitFor();
  await rowOf(page, 'Wind stopped the crane').waitFor();

  // The form: a missing name is refused, then the CNC is recorded with a type, a week, a responsible and the task.
  await page.getByTestId('cnc-add').click();
  await clickWhenSettled(page.getByTestId('cnc-form-save'));
  await page.getByText('Give the cause a name').waitFor();
  await page.getByTestId('cnc-name').fill('Formwork arrived a day late');
  await page.getByTestId('cnc-type').click();
  await option(page, 'Materials').click();
  await page.getByTestId('cnc-week').click();
  await option(page, 'Week of 16 Nov 2026').click();
  await page.getByTestId('cnc-responsible').click();
  await option(page, 'Luis Cardenas').click();
  await page.getByTestId('cnc-tasks').click();
  await option(page, 'Form level 9 columns').click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'cncs-form');
  await page.getByTestId('cnc-form-save').click();
  const row = rowOf(page, 'Formwork arrived a day late');
  await row.waitFor();
  assert.equal(await row.getByTestId('cnc-row-type').innerText(), 'Materials');
  assert.equal(await row.getByTestId('cnc-row-responsible').innerText(), 'Luis Cardenas');
  assert.equal(await row.getByTestId('cnc-row-tasks').innerText(), 'Form level 9 columns');
  assert.equal(await row.getByTestId('cnc-row-week').innerText(), '16 Nov 2026');
  await screenshot(page, 'cncs-recorded');

  // Grouped by type: one group per type, named as the type, in name order.
  await page.getByTestId('cncs-grouping').click();
  await option(page, 'Group by type').click();
  await page.getByTestId('cncs-group-type').first().waitFor();
  const titles = await page.getByTestId('cncs-group-title').allInnerTexts();
  assert.deepEqual(titles.map((title) => title.replace(/\s+/g, ' ').trim()), ['Materials 1', 'Weather 1']);
  assert.equal(await page.getByTestId('cncs-group-type').first().getByTestId('cnc-row-name').innerText(), 'Formwork arrived a day late');
  await screenshot(page, 'cncs-grouped-by-type');

  // Its status changes from the table, and stays so after a reload.
  await row.getByTestId('cnc-row-status').click();
  await option(page, 'Resolved').click();
  await page.getByText('CNC saved').first().waitFor();
  await page.reload();
  await rowOf(page, 'Formwork arrived a day late').getByTestId('cnc-row-status').getByText('Resolved').waitFor();

  // Removed after a confirmation, with the spec's message.
  await rowOf(page, 'Formwork arrived a day late').getByTestId('cnc-delete').click();
  await clickWhenSettled(page.getByTestId('cnc-delete-confirm'));
  await page.getByText('The cause of non-compliance was removed').waitFor();
  await rowOf(page, 'Formwork arrived a day late').waitFor({ state: 'detached' });
  await screenshot(page, 'cncs-removed');
  const left = await api<{ cncs: Array<{ name: string }> }>('GET', cncsPath(HARBOR_VIEW.id, scheduleId), { token: planner.sessionToken });
  assert.deepEqual(left.body.cncs.map((cnc) => cnc.name), ['Wind stopped the crane']);

  // The project's types: one added shows in the list; one in use cannot be deleted.
  const typeName = `Site access ${Date.now()}`;
  await page.getByTestId('cnc-types-open').click();
  await page.getByTestId('cnc-type-new').fill(typeName);
  await page.getByTestId('cnc-type-add').click();
  const added = page.getByTestId('cnc-types-list').locator('.ant-list-item', { hasText: typeName });
  await added.waitFor();
  assert.equal(await page.getByTestId('cnc-types-list').locator('.ant-list-item', { hasText: 'Weather' }).getByTestId('cnc-type-delete').isDisabled(), true);
  await screenshot(page, 'cncs-types');
  await added.getByTestId('cnc-type-delete').click();
  await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
  await added.waitFor({ state: 'detached' });
});

browserTest("the demo Tower A shows last weeks' CNCs by week; an empty schedule shows the empty state in Spanish", async () => {
  const page = await newPage(browser());
  await signInAs(page, 'lastplanner');
  await page.goto(`/weeklyplan/cncs/${HARBOR_VIEW.id}/${HARBOR_VIEW_TOWER.id}`);
  await page.getByTestId('cnc-row-name').first().waitFor();
  await page.getByTestId('cncs-grouping').click();
  await option(page, 'Group by week').click();
  await page.getByTestId('cncs-group-week').first().waitFor();
  const weeks = (await page.getByTestId('cncs-group-title').allInnerTexts()).map((title) => title.replace(/\s+\d+$/, '').trim());
  assert.deepEqual(weeks.slice(0, 2), ['Week of 16 Nov 2026', 'Week of 9 Nov 2026']);
  await page.getByText('Riser pipe delivery short by 40 m').waitFor();
  await screenshot(page, 'cncs-demo-by-week');

  const admin = await signIn('admin');
  const scheduleName = `Empty CNCs ${Date.now()}`;
  const scheduleId = await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, scheduleName);
  const spanish = await newPage(browser());
  await spanish.goto('/login');
  await spanish.getByTestId('language-switch').getByText('ES').click();
  await signInAs(spanish, 'planner');
  await spanish.goto(`/weeklyplan/cncs/${HARBOR_VIEW.id}/${scheduleId}`);
  await spanish.getByTestId('cncs-empty').getByText('Aún no hay causas de no cumplimiento registradas').waitFor();
  await screenshot(spanish, 'cncs-empty-es');

  // A project that is not the user's: 'Access denied'.
  await page.goto(`/weeklyplan/cncs/${NORTHGATE_MEDICAL.id}/${NORTHGATE_HOSPITAL.id}`);
  await page.getByTestId('cncs-access-denied').getByText('Access denied').waitFor();
});

test("through the gateway: a client reads but records nothing; an image is the company's, a stranger responsible is refused", async () => {
  const hospital = cncsPath(NORTHGATE_MEDICAL.id, NORTHGATE_HOSPITAL.id);
  const client = await signIn('client');
  assert.equal((await api('GET', hospital, { token: client.sessionToken })).status, 200, 'a client (V) reads');
  const planner = await signIn('planner');
  const types = await api<{ types: Array<{ id: string }> }>('GET', `/weekly/projects/${NORTHGATE_MEDICAL.id}/schedules/${NORTHGATE_HOSPITAL.id}/cnc-types`, { token: client.sessionToken });
  const typeId = types.body.types[0]!.id;
  const refused = await api<{ error: { code: string } }>('POST', hospital, { token: client.sessionToken, body: { name: 'Not mine to add', typeId, weekStart: '2026-11-16' } });
  assert.deepEqual([refused.status, refused.body.error.code], [403, 'NO_PERMISSION']);

  // A 1x1 PNG uploaded by the planner: the CNC answers it as a signed link that serves the image.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const uploaded = await fetch(`${baseUrl}/api/v1/images`, { method: 'POST', headers: { authorization: `Bearer ${planner.sessionToken}` }, body: form });
  assert.equal(uploaded.status, 201);
  const image = ((await uploaded.json()) as { id: string }).id;
  const created = await api<{ cnc: { id: string; image: string } }>('POST', hospital, { token: planner.sessionToken, body: { name: 'Photo of the wet slab', typeId, weekStart: '2026-11-16', image } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.match(created.body.cnc.image, new RegExp(`^/api/v1/images/${image}\\?expires=\\d+&signature=`));
  assert.equal((await fetch(`${baseUrl}${created.body.cnc.image}`)).status, 200);

  const stranger = await api<{ error: { code: string } }>('POST', hospital, { token: planner.sessionToken, body: { name: 'Wrong person', typeId, weekStart: '2026-11-16', responsibleId: new ObjectId().toHexString() } });
  assert.equal(stranger.status, 403, JSON.stringify(stranger.body));
  const huge = await api<{ error: { code: string } }>('POST', hospital, { token: planner.sessionToken, body: { name: 'Essay', typeId, weekStart: '2026-11-16', description: 'x'.repeat(600_000) } });
  assert.deepEqual([huge.status, huge.body.error.code], [400, 'VALIDATION_FAILED']);
  const names = (await api<{ cncs: Array<{ name: string }> }>('GET', hospital, { token: planner.sessionToken })).body.cncs.map((cnc) => cnc.name);
  assert.ok(names.includes('Photo of the wet slab') && !names.includes('Wrong person') && !names.includes('Essay'));
  const removed = await api<{ message: string }>('DELETE', `${hospital}/${created.body.cnc.id}`, { token: planner.sessionToken });
  assert.deepEqual([removed.status, removed.body.message], [200, 'succesfully_removed_cnc']);
});
