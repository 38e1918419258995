import assert from 'node:assert/strict';
import { demoUserByRole, HARBOR_VIEW } from '@tenon/demo-data';
import { browserOfFile, browserTest, newPage, screenshot, signInAs } from '../support/browser';
import { api, newScheduleWithCalendar, signIn } from '../support/product';

const browser = browserOfFile();
const subtradeId = demoUserByRole('subtrade').id;

async function created<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  assert.ok(status === 200 || status === 201, `${status} ${JSON.stringify(body)}`);
  return body;
}

const activity = (correlativeId: number, name: string, subcontractId: string) => ({
  id: `${Date.now().toString(16).padStart(12, '0')}${correlativeId.toString(16).padStart(12, '0')}`,
  correlativeId, name, kind: 'task', parentId: null, order: correlativeId, duration: 960,
  start: '2027-03-01T08:00', finish: '2027-03-02T17:00', subcontractId,
});

browserTest("a subcontractor edits its subcontract's activity in the Gantt and cannot edit another subcontract's", async () => {
  const admin = await signIn('admin');
  const stamp = Date.now();
  const schedule = { id: await newScheduleWithCalendar(admin.sessionToken, HARBOR_VIEW.id, `Subcontracts ${stamp}`) };
  const subcontract = async (name: string) =>
    (await created(api<{ subcontract: { id: string } }>('POST', `/projects/${HARBOR_VIEW.id}/subcontracts`, { token: admin.sessionToken, body: { name: `${name} ${stamp}` } }))).subcontract.id;
  const [concrete, steel] = [await subcontract('Concrete'), await subcontract('Steel')];
  await created(api('PATCH', `/projects/${HARBOR_VIEW.id}/members/${subtradeId}`, { token: admin.sessionToken, body: { subcontractId: concrete } }));
  const footings = activity(1, 'Pour footings', concrete);
  const steelwork = activity(2, 'Erect steel', steel);
  const planPath = `/masterplan/projects/${HARBOR_VIEW.id}/schedules/${schedule.id}/plan`;
  const none = { upsert: [], delete: [] };
  await created(api('PUT', planPath, { token: admin.sessionToken, body: { projectId: HARBOR_VIEW.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: [footings, steelwork], delete: [] }, links: none } }));

  try {
    const page = await newPage(browser());
    await signInAs(page, 'subtrade');
    await page.goto(`/masterplan/${schedule.id}/${HARBOR_VIEW.id}`);
    await page.getByTestId(`masterplan-open-gantt-${schedule.id}`).click({ timeout: 20_000 });
    await page.getByTestId('gantt-subcontract-only').waitFor({ timeout: 20_000 });

    // Another subcontract's row: no inline editor, and its form is read-only.
    await page.getByTestId('cell-name-2').dblclick();
    assert.equal(await page.getByTestId('edit-name').count(), 0, 'no editor opens on the steel row');
    await page.getByTestId('gantt-row-2').click();
    assert.equal(await page.getByTestId('gantt-delete').isDisabled(), true);
    await page.getByTestId('gantt-details').click();
    assert.equal(await page.locator('#activity-form-ok').isDisabled(), true);
    // The project's lists reach a subtrade through the Gantt's own permission: the subcontract is named, not an id.
    await page.locator('.activity-form').getByText(`Steel ${stamp}`).waitFor();
    await screenshot(page, 'gantt-subcontract-other-row');
    await page.locator('.activity-form').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.activity-form').waitFor({ state: 'hidden' });

    // Its own row: edited inline and saved.
    await page.getByTestId('cell-name-1').dblclick();
    const input = page.getByTestId('edit-name');
    await input.fill('Pour footings east');
    await input.press('Enter');
    await page.getByTestId('gantt-editor').getByText('Pour footings east', { exact: true }).waitFor();
    await page.getByTestId('gantt-row-1').click();
    assert.equal(await page.getByTestId('gantt-delete').isDisabled(), false);
    await page.getByTestId('gantt-save').click();
    await page.getByText('Saved: version 2').waitFor();
    await screenshot(page, 'gantt-subcontract-saved');

    // The service refuses what the page would not offer.
    const subtrade = await signIn('subtrade');
    const refused = await api<{ error: { code: string; message: string } }>('PUT', planPath, {
      token: subtrade.sessionToken,
      body: { projectId: HARBOR_VIEW.id, scheduleId: schedule.id, baseVersion: 2, activities: { upsert: [{ ...steelwork, name: 'Not mine' }], delete: [] }, links: none },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'OUTSIDE_SUBCONTRACT');
    assert.match(refused.body.error.message, /2 Erect steel/);
    const plan = await api<{ version: number; activities: Array<{ id: string; name: string }> }>('GET', planPath, { token: admin.sessionToken });
    assert.equal(plan.body.version, 2);
    assert.deepEqual(plan.body.activities.map((a) => a.name).sort(), ['Erect steel', 'Pour footings east']);
    await page.close();
  } finally {
    await api('PATCH', `/projects/${HARBOR_VIEW.id}/members/${subtradeId}`, { token: admin.sessionToken, body: { subcontractId: null } });
  }
});
