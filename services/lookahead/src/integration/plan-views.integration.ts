import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { lookaheadRequests, planColumnKeys, type AuthContext, type ListPlanViewsReply, type PlanViewReply, type PlanViewSettings } from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { startLookaheadService } from '../start-lookahead';

/** Saved lookahead views (spec part 3, 3 and 4) against the real projects and lookahead services and database. */
let lookahead: ServiceUnderTest | undefined;

const planner = demoAuthOn('lastplanner', 'lookahead.plan', 'AC');
const viewer = demoAuthOn('superintendent', 'lookahead.plan', 'V');
const admin = demoAuthOn('admin', 'lookahead.plan', 'AC');
const noPlan = demoAuthOn('planner', 'lookahead.plan', 'SA');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };

const settings = (over: Partial<PlanViewSettings> = {}): PlanViewSettings => ({
  filter: { leanStatuses: ['Can'], responsibleIds: [], subcontractIds: [], tags: [], priorities: [], from: null, to: null, unfitOnly: false, roadblocksOnly: false, text: '' },
  group: 'subcontract',
  order: { by: 'start', descending: false },
  columns: planColumnKeys.map((key) => ({ key, width: 120, visible: true })),
  weeks: 3,
  ...over,
});

const ask = <T>(topic: string, auth: AuthContext, data: Record<string, unknown> = {}) => lookahead!.ask<T>(topic, auth, { ...tower, ...data });
async function ok<T>(reply: Promise<{ ok: boolean; data?: unknown }>): Promise<T> {
  const answer = await reply;
  assert.ok(answer.ok, JSON.stringify(answer));
  return answer.data as T;
}
const list = (auth: AuthContext) => ok<ListPlanViewsReply>(ask(lookaheadRequests.listPlanViews, auth));
const create = (auth: AuthContext, name: string, isPublic: boolean, over: Partial<PlanViewSettings> = {}) =>
  ok<PlanViewReply>(ask(lookaheadRequests.createPlanView, auth, { name, public: isPublic, settings: settings(over) })).then((r) => r.view);
const db = () => lookahead!.service.app.get<Connection>(getConnectionToken());
const stored = () => db().collection('plan_views').find({}).sort({ _id: 1 }).toArray();

before(async () => {
  lookahead = await startWithProjects({ name: 'lookahead', start: startLookaheadService });
  await lookahead.waitUntilReady(() => ask(lookaheadRequests.listPlanViews, planner));
});

after(async () => {
  await lookahead?.stop();
});

test("a user's default view is created on the first save, then updated, and only they get it back", async () => {
  assert.equal((await list(planner)).default, null);
  await ok(ask(lookaheadRequests.saveDefaultPlanView, planner, { settings: settings({ weeks: 2 }) }));
  await ok(ask(lookaheadRequests.saveDefaultPlanView, planner, { settings: settings({ weeks: 5, group: 'responsible' }) }));
  const mine = await list(planner);
  assert.deepEqual([mine.default?.settings.weeks, mine.default?.settings.group, mine.default?.name], [5, 'responsible', null]);
  assert.equal((await stored()).filter((v) => v['ownerId'] === planner.userId && v['name'] === null).length, 1, 'one default per user and schedule');
  assert.equal((await list(viewer)).default, null, "another user does not get someone's default");
  assert.deepEqual((await list(viewer)).views, [], 'nor see it among the named views');
});

test('a private view is its owner only; a public one is seen by all and changed by its owner or an admin', async () => {
  const secret = await create(planner, 'My restricted tasks', false, { filter: { ...settings().filter, leanStatuses: ['Restricted'] } });
  const shared = await create(planner, 'By subcontract', true);
  assert.deepEqual((await list(planner)).views.map((v) => [v.name, v.editable]), [['By subcontract', true], ['My restricted tasks', true]]);
  assert.deepEqual((await list(viewer)).views.map((v) => [v.name, v.public, v.editable]), [['By subcontract', true, false]]);
  assert.deepEqual((await list(admin)).views.map((v) => [v.name, v.editable]), [['By subcontract', true]]);

  const notTheirs = errorOf(await ask(lookaheadRequests.updatePlanView, viewer, { viewId: shared.id, name: 'Mine now' }));
  assert.deepEqual([notTheirs.code, notTheirs.status], ['VIEW_NOT_EDITABLE', 403]);
  const hidden = errorOf(await ask(lookaheadRequests.updatePlanView, admin, { viewId: secret.id, name: 'Seen' }));
  assert.deepEqual([hidden.status], [404], "an admin does not reach another user's private view");
  const gone = errorOf(await ask(lookaheadRequests.deletePlanView, viewer, { viewId: shared.id }));
  assert.equal(gone.status, 403);

  const renamed = await ok<PlanViewReply>(ask(lookaheadRequests.updatePlanView, admin, { viewId: shared.id, name: 'Trades', settings: settings({ group: 'priority' }) }));
  assert.deepEqual([renamed.view.name, renamed.view.settings.group], ['Trades', 'priority']);
  await ok(ask(lookaheadRequests.updatePlanView, planner, { viewId: secret.id, public: true }));
  assert.deepEqual((await list(viewer)).views.map((v) => v.name), ['My restricted tasks', 'Trades']);
  await ok(ask(lookaheadRequests.deletePlanView, planner, { viewId: secret.id }));
  assert.deepEqual((await list(planner)).views.map((v) => v.name), ['Trades']);
});

test('no plan permission, or another company, is refused and nothing changes', async () => {
  const view = await create(planner, 'Week ahead', false);
  const before = await stored();
  const none = errorOf(await ask(lookaheadRequests.listPlanViews, noPlan));
  assert.deepEqual([none.code, none.status], ['NO_PERMISSION', 403]);
  const noSave = errorOf(await ask(lookaheadRequests.saveDefaultPlanView, noPlan, { settings: settings() }));
  assert.equal(noSave.status, 403);
  const stranger: AuthContext = { ...planner, userId: randomObjectId(), companyId: randomObjectId(), role: 'admin' };
  const wrong = errorOf(await ask(lookaheadRequests.listPlanViews, stranger));
  assert.deepEqual([wrong.code, wrong.status], ['WRONG_COMPANY', 403]);
  const theirs = errorOf(await ask(lookaheadRequests.deletePlanView, stranger, { viewId: view.id }));
  assert.equal(theirs.status, 403);
  // The same id under another company's record is not found by this company either.
  const foreign = new Types.ObjectId();
  await db().collection('plan_views').insertOne({ _id: foreign, companyId: randomObjectId(), ...tower, ownerId: planner.userId, name: 'Theirs', public: true, settings: settings(), updatedAt: new Date() });
  const notFound = errorOf(await ask(lookaheadRequests.updatePlanView, planner, { viewId: foreign.toHexString(), name: 'Taken' }));
  assert.equal(notFound.status, 404);
  assert.deepEqual((await stored()).filter((v) => !v._id.equals(foreign)), before);
  assert.ok(!(await list(planner)).views.some((v) => v.name === 'Theirs'));
  await db().collection('plan_views').deleteOne({ _id: foreign });
});

test('bad input answers 400 naming the field and nothing changes', async () => {
  const view = await create(planner, 'Good one', false);
  const before = await stored();
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [lookaheadRequests.createPlanView, { name: '', public: false, settings: settings() }, 'name'],
    [lookaheadRequests.createPlanView, { name: 'x', public: false, settings: settings({ weeks: 9 }) }, 'weeks'],
    [lookaheadRequests.createPlanView, { name: 'x', public: false, settings: { ...settings(), group: 'colour' } }, 'group'],
    [lookaheadRequests.createPlanView, { name: 'x', public: false, settings: settings({ columns: [{ key: 'name', width: 120, visible: false }] }) }, 'columns'],
    [lookaheadRequests.saveDefaultPlanView, { settings: settings({ filter: { ...settings().filter, from: '2026-12-10', to: '2026-12-01' } }) }, 'to'],
    [lookaheadRequests.saveDefaultPlanView, { settings: settings({ filter: { ...settings().filter, text: 'x'.repeat(10_000) } }) }, 'text'],
    [lookaheadRequests.updatePlanView, { viewId: view.id, settings: { ...settings(), order: { by: 'colour', descending: false } } }, 'by'],
    [lookaheadRequests.updatePlanView, { viewId: 'not-an-id', name: 'x' }, 'viewId'],
  ];
  for (const [topic, data, path] of cases) {
    const error = errorOf(await ask(topic, planner, data));
    assert.deepEqual([error.code, error.status], ['VALIDATION_FAILED', 400], path);
    assert.ok(JSON.stringify(error.details).includes(path), `${path} named in ${JSON.stringify(error.details).slice(0, 300)}`);
  }
  assert.deepEqual(await stored(), before);
});
