import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { masterplanRequests, type AuthContext, type GanttViewReply, type GanttViewSettings, type ListGanttViewsReply } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_PODIUM, NORTHGATE_HOSPITAL, NORTHGATE_MEDICAL } from '@tenon/demo-data';
import { demoAuth, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';

/** Gantt views against the real database: a default per user saved as they work, named views private or public. */
let masterplan: ServiceUnderTest | undefined;
const planner = demoAuth('planner');
const admin = demoAuth('admin');
const superintendent = demoAuth('superintendent');
const where = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_PODIUM.id };

const settings = (zoom: number, hidden: string[] = []): GanttViewSettings => ({
  columns: ['id', 'name', 'duration', 'start'].map((key) => ({ key: key as 'id', width: 80, visible: !hidden.includes(key) })),
  zoom,
  colourScheme: 'status',
});

async function list(auth: AuthContext): Promise<ListGanttViewsReply> {
  const reply = await masterplan!.ask<ListGanttViewsReply>(masterplanRequests.listViews, auth, where);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.listViews, planner, where));
});

after(async () => {
  await masterplan?.stop();
});

test('the default view is one per user and schedule: created by the first save, updated by the next', async () => {
  const first = await masterplan!.ask<GanttViewReply>(masterplanRequests.saveDefaultView, superintendent, { ...where, settings: settings(2) });
  assert.ok(first.ok, JSON.stringify(first));
  const second = await masterplan!.ask<GanttViewReply>(masterplanRequests.saveDefaultView, superintendent, { ...where, settings: settings(4, ['start']) });
  assert.ok(second.ok);
  assert.equal(second.data.view.id, first.data.view.id);
  const mine = await list(superintendent);
  assert.equal(mine.default?.settings.zoom, 4);
  assert.equal(mine.default?.settings.columns.find((c) => c.key === 'start')?.visible, false);
  assert.notEqual((await list(admin)).default?.id, first.data.view.id, "another user's default is their own");
});

test('named views: private ones only for their owner, public ones for everyone; only the owner or an admin changes a public one', async () => {
  const name = `Structure ${Date.now()}`;
  const own = await masterplan!.ask<GanttViewReply>(masterplanRequests.createView, planner, { ...where, name: `${name} (mine)`, public: false, settings: settings(1) });
  const shared = await masterplan!.ask<GanttViewReply>(masterplanRequests.createView, planner, { ...where, name, public: true, settings: settings(1) });
  assert.ok(own.ok && shared.ok);
  const seenBySuper = (await list(superintendent)).views.map((v) => v.name);
  assert.ok(seenBySuper.includes(name) && !seenBySuper.includes(`${name} (mine)`));
  assert.equal((await list(superintendent)).views.find((v) => v.name === name)?.editable, false);

  const byOther = errorOf(await masterplan!.ask(masterplanRequests.updateView, superintendent, { ...where, viewId: shared.data.view.id, settings: settings(0) }));
  assert.deepEqual([byOther.code, byOther.status], ['VIEW_NOT_EDITABLE', 403]);
  const privateOfOther = errorOf(await masterplan!.ask(masterplanRequests.deleteView, admin, { ...where, viewId: own.data.view.id }));
  assert.deepEqual([privateOfOther.code, privateOfOther.status], ['NOT_FOUND', 404]);
  const byAdmin = await masterplan!.ask<GanttViewReply>(masterplanRequests.updateView, admin, { ...where, viewId: shared.data.view.id, name: `${name} v2` });
  assert.ok(byAdmin.ok, JSON.stringify(byAdmin));
  assert.equal(byAdmin.data.view.name, `${name} v2`);

  assert.ok((await masterplan!.ask(masterplanRequests.deleteView, planner, { ...where, viewId: own.data.view.id })).ok);
  assert.ok(!(await list(planner)).views.some((v) => v.id === own.data.view.id));
});

test('bad settings, other companies and unknown views change nothing', async () => {
  const before = await list(planner);
  const hiddenName = errorOf(await masterplan!.ask(masterplanRequests.saveDefaultView, planner, { ...where, settings: settings(2, ['name']) }));
  assert.deepEqual([hiddenName.code, hiddenName.status], ['VALIDATION_FAILED', 400]);
  const badZoom = errorOf(await masterplan!.ask(masterplanRequests.createView, planner, { ...where, name: 'x', public: false, settings: settings(9) }));
  assert.equal(badZoom.status, 400);
  const emptyName = errorOf(await masterplan!.ask(masterplanRequests.createView, planner, { ...where, name: '  ', public: false, settings: settings(2) }));
  assert.equal(emptyName.status, 400);
  const otherCompany = { userId: randomObjectId(), companyId: randomObjectId(), role: 'admin' as const, sessionId: 's-x' };
  assert.equal(errorOf(await masterplan!.ask(masterplanRequests.saveDefaultView, otherCompany, { ...where, settings: settings(2) })).status, 403);
  const outsider = errorOf(await masterplan!.ask(masterplanRequests.listViews, demoAuth('lastplanner'), { projectId: NORTHGATE_MEDICAL.id, scheduleId: NORTHGATE_HOSPITAL.id }));
  assert.deepEqual([outsider.code, outsider.status], ['NOT_A_MEMBER', 403]);
  const unknown = errorOf(await masterplan!.ask(masterplanRequests.deleteView, planner, { ...where, viewId: randomObjectId() }));
  assert.equal(unknown.status, 404);
  assert.deepEqual(await list(planner), before);
});
