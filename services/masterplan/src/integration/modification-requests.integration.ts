import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import {
  masterplanEvents,
  masterplanRequests,
  planActivityDefaults,
  projectsRequests,
  type ApproveModificationReply,
  type AuthContext,
  type DomainEvent,
  type ListModificationRequestsReply,
  type ModificationRequestSummary,
  type PlanActivity,
  type PlanLink,
  type PlanReply,
  type SavePlanReply,
  type SubcontractReply,
} from '@tenon/contracts';
import { HARBOR_VIEW, HARBOR_VIEW_TOWER } from '@tenon/demo-data';
import { namespacedTopic } from '@tenon/service-kit';
import { demoAuthOn, errorOf, randomObjectId, startWithProjects, type ServiceUnderTest } from '@tenon/service-kit/testing';
import { mailsTo } from '@tenon/service-kit/testing';
import { startMasterplanService } from '../start-masterplan';
import { startGateway, type GatewayUnderTest } from './gateway-under-test';

/**
 * Modification requests against the real database, Kafka and Redis, with the projects service answering access checks
 * and the gateway (for the route permissions and the requester's mail): asked from the lookahead, resolved on the Gantt.
 */
let masterplan: ServiceUnderTest | undefined;
let gateway: GatewayUnderTest | undefined;
let consumer: Consumer | undefined;
const events: Array<{ topic: string; payload: { requestId: string; state?: string } }> = [];
const approver = demoAuthOn('planner', 'masterplan.gantt', 'AC');
const viewer = demoAuthOn('superintendent', 'masterplan.gantt', 'V');
const lookaheadPlanner = demoAuthOn('lastplanner', 'lookahead.plan', 'AC');
const subtrade = demoAuthOn('subtrade', 'lookahead.plan', 'ACP');
const lookaheadViewer = demoAuthOn('superintendent', 'lookahead.plan', 'V');
const settingsAdmin = demoAuthOn('admin', 'settings.project', 'AC');
const tower = { projectId: HARBOR_VIEW.id, scheduleId: HARBOR_VIEW_TOWER.id };
const run = randomObjectId().slice(-6);

async function ok<T>(topic: string, auth: AuthContext, data: unknown): Promise<T> {
  const reply = await masterplan!.ask<T>(topic, auth, data);
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.data;
}
const plan = () => ok<PlanReply>(masterplanRequests.readPlan, approver, tower);
const ask = (auth: AuthContext, activityId: string, start: string, finish: string, comment = '') =>
  masterplan!.ask<ModificationRequestSummary>(masterplanRequests.createModification, auth, { ...tower, activityId, start, finish, comment });
const list = async () => (await ok<ListModificationRequestsReply>(masterplanRequests.listModifications, viewer, tower)).requests;

let correlative = 700;
function task(name: string, start: string, finish: string, subcontractId: string | null = null): PlanActivity {
  correlative += 1;
  return { id: randomObjectId(), correlativeId: correlative, name: `${name} ${run}`, kind: 'task', parentId: null, order: correlative, duration: 960, start, finish, ...planActivityDefaults(), subcontractId };
}
const fs = (from: PlanActivity, to: PlanActivity): PlanLink => ({ id: randomObjectId(), predecessorId: from.id, successorId: to.id, type: 'FS', lag: 0 });

let formwork: PlanActivity;
let pour: PlanActivity;
let strip: PlanActivity;
let mine: PlanActivity;
let concrete = '';

before(async () => {
  masterplan = await startWithProjects({ name: 'masterplan', start: startMasterplanService });
  await masterplan.waitUntilReady(() => masterplan!.ask(masterplanRequests.readPlan, approver, tower));
  const made = await masterplan.ask<SubcontractReply>(projectsRequests.createProjectSubcontract, settingsAdmin, { ...tower, name: `Concrete ${run}` });
  assert.ok(made.ok, JSON.stringify(made));
  concrete = made.data.subcontract.id;
  assert.ok((await masterplan.ask(projectsRequests.updateMember, settingsAdmin, { projectId: HARBOR_VIEW.id, userId: subtrade.userId, subcontractId: concrete })).ok);
  // A chain on the default calendar (Monday to Friday, 8 h): formwork → pour → strip, two days each.
  formwork = task('Formwork', '2027-03-01T08:00', '2027-03-02T17:00');
  pour = task('Pour', '2027-03-03T08:00', '2027-03-04T17:00');
  strip = task('Strip', '2027-03-05T08:00', '2027-03-08T17:00');
  mine = task('Rebar', '2027-03-01T08:00', '2027-03-02T17:00', concrete);
  const current = await plan();
  await ok<SavePlanReply>(masterplanRequests.savePlan, approver, {
    ...tower,
    baseVersion: current.version,
    activities: { upsert: [formwork, pour, strip, mine], delete: [] },
    links: { upsert: [fs(formwork, pour), fs(pour, strip)], delete: [] },
  });
  const kafka = new Kafka({ clientId: `modreq-test-${run}`, brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
  consumer = kafka.consumer({ groupId: `modreq-test-${randomObjectId()}` });
  await consumer.connect();
  for (const topic of [masterplanEvents.modificationRequested, masterplanEvents.modificationResolved]) await consumer.subscribe({ topic: namespacedTopic(topic), fromBeginning: true });
  await consumer.run({
    eachMessage: ({ topic, message }) => {
      events.push({ topic, payload: (JSON.parse(message.value?.toString() ?? '{}') as DomainEvent<{ requestId: string; state?: string }>).payload });
      return Promise.resolve();
    },
  });
  gateway = await startGateway();
});

after(async () => {
  await consumer?.disconnect();
  await gateway?.stop();
  await masterplan?.stop();
});

async function announced(topic: string, requestId: string): Promise<{ requestId: string; state?: string }> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const found = events.find((event) => event.topic === namespacedTopic(topic) && event.payload.requestId === requestId);
    if (found !== undefined) return found.payload;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no ${topic} for ${requestId}`);
}

test('an approved request moves the activity and its successors through the Gantt save, once', async () => {
  const asked = await ask(lookaheadPlanner, formwork.id, '2027-03-08T08:00', '2027-03-10T17:00', 'Formwork crew arrives a week late');
  assert.ok(asked.ok, JSON.stringify(asked));
  assert.deepEqual([asked.data.state, asked.data.type, asked.data.startOriginal, asked.data.endOriginal, asked.data.description], ['waiting', 'both', formwork.start, formwork.finish, 'Formwork crew arrives a week late']);
  await announced(masterplanEvents.modificationRequested, asked.data.id);

  const before = await plan();
  const approved = await ok<ApproveModificationReply>(masterplanRequests.approveModification, approver, { ...tower, requestId: asked.data.id, baseVersion: before.version });
  assert.deepEqual([approved.request.state, approved.request.resolvedBy, approved.version], ['approved', approver.userId, before.version + 1]);
  const after = await plan();
  const row = (activity: PlanActivity) => after.activities.find((a) => a.id === activity.id)!;
  assert.deepEqual([row(formwork).start, row(formwork).finish, row(formwork).duration], ['2027-03-08T08:00', '2027-03-10T17:00', 3 * 480]);
  assert.deepEqual([row(pour).start, row(pour).finish], ['2027-03-11T08:00', '2027-03-12T17:00'], 'the successor follows');
  assert.deepEqual([row(strip).start, row(strip).finish], ['2027-03-15T08:00', '2027-03-16T17:00'], 'and its successor, over the weekend');
  assert.equal(after.savedBy, approver.userId);
  assert.equal((await announced(masterplanEvents.modificationResolved, asked.data.id)).state, 'approved');

  const again = errorOf(await masterplan!.ask(masterplanRequests.approveModification, approver, { ...tower, requestId: asked.data.id, baseVersion: after.version }));
  assert.deepEqual([again.code, again.status], ['MODIFICATION_ALREADY_RESOLVED', 409]);
  const rejectedLate = errorOf(await masterplan!.ask(masterplanRequests.rejectModification, approver, { ...tower, requestId: asked.data.id }));
  assert.deepEqual([rejectedLate.code, rejectedLate.status], ['MODIFICATION_ALREADY_RESOLVED', 409]);
  assert.equal((await plan()).version, after.version, 'nothing saved twice');
});

test('an approval on a version saved over meanwhile is a save conflict and resolves nothing', async () => {
  const current = await plan();
  const asked = await ask(lookaheadPlanner, strip.id, '2027-03-22T08:00', '2027-03-23T17:00');
  assert.ok(asked.ok, JSON.stringify(asked));
  const stale = errorOf(await masterplan!.ask(masterplanRequests.approveModification, approver, { ...tower, requestId: asked.data.id, baseVersion: current.version - 1 }));
  assert.deepEqual([stale.code, stale.status], ['SAVE_CONFLICT', 409]);
  assert.equal((await list()).find((r) => r.id === asked.data.id)?.state, 'waiting');
  assert.deepEqual(await plan(), current);
});

test('a rejected request changes no date, and the list puts waiting requests first', async () => {
  const current = await plan();
  const asked = await ask(lookaheadPlanner, pour.id, '2027-04-01T08:00', '2027-04-02T17:00');
  assert.ok(asked.ok, JSON.stringify(asked));
  const rejected = await ok<ModificationRequestSummary>(masterplanRequests.rejectModification, approver, { ...tower, requestId: asked.data.id });
  assert.equal(rejected.state, 'rejected');
  assert.deepEqual(await plan(), current, 'the plan is as it was');
  assert.equal((await announced(masterplanEvents.modificationResolved, asked.data.id)).state, 'rejected');
  const states = (await list()).map((r) => r.state);
  assert.deepEqual(states, [...states].sort((a, b) => (a === 'waiting' ? 0 : 1) - (b === 'waiting' ? 0 : 1)), 'waiting first');
  assert.ok(states.includes('rejected') && states.includes('approved'));
});

test('who may ask and resolve: V on the lookahead cannot ask, a subcontractor only for its activities, V on the Gantt cannot resolve', async () => {
  const countBefore = (await list()).length;
  const viewed = errorOf(await ask(lookaheadViewer, mine.id, '2027-03-03T08:00', '2027-03-04T17:00'));
  assert.deepEqual([viewed.code, viewed.status], ['NO_PERMISSION', 403]);
  const outside = errorOf(await ask(subtrade, pour.id, '2027-05-03T08:00', '2027-05-04T17:00'));
  assert.deepEqual([outside.code, outside.status], ['OUTSIDE_SUBCONTRACT', 403]);
  const own = await ask(subtrade, mine.id, '2027-03-03T08:00', '2027-03-04T17:00');
  assert.ok(own.ok, JSON.stringify(own));
  assert.equal(own.data.requesterId, subtrade.userId);
  const current = await plan();
  for (const topic of [masterplanRequests.approveModification, masterplanRequests.rejectModification]) {
    const refused = errorOf(await masterplan!.ask(topic, viewer, { ...tower, requestId: own.data.id, baseVersion: current.version }));
    assert.deepEqual([refused.code, refused.status], ['NO_PERMISSION', 403]);
    const asSubtrade = errorOf(await masterplan!.ask(topic, demoAuthOn('subtrade', 'masterplan.gantt', 'ACP'), { ...tower, requestId: own.data.id, baseVersion: current.version }));
    assert.deepEqual([asSubtrade.code, asSubtrade.status], ['NO_PERMISSION', 403]);
  }
  assert.equal((await list()).length, countBefore + 1);
  assert.deepEqual(await plan(), current);
});

test("another company's caller or ids, unknown activities and bad dates are refused with nothing changed", async () => {
  const current = await plan();
  const countBefore = (await list()).length;
  const foreign = errorOf(await ask({ ...lookaheadPlanner, companyId: randomObjectId() }, formwork.id, '2027-03-03T08:00', '2027-03-04T17:00'));
  assert.deepEqual([foreign.code, foreign.status], ['WRONG_COMPANY', 403]);
  const unknown = errorOf(await ask(lookaheadPlanner, randomObjectId(), '2027-03-03T08:00', '2027-03-04T17:00'));
  assert.deepEqual([unknown.code, unknown.status], ['NOT_FOUND', 404]);
  const backwards = errorOf(await ask(lookaheadPlanner, formwork.id, '2027-03-10T08:00', '2027-03-04T17:00'));
  assert.deepEqual([backwards.code, backwards.status], ['VALIDATION_FAILED', 400]);
  assert.match(JSON.stringify(backwards.details), /finish cannot be before the start/);
  const malformed = errorOf(await ask(lookaheadPlanner, formwork.id, '03/10/2027', '2027-03-12T17:00'));
  assert.deepEqual([malformed.code, malformed.status], ['VALIDATION_FAILED', 400]);
  const foreignRequest = errorOf(await masterplan!.ask(masterplanRequests.approveModification, approver, { ...tower, requestId: randomObjectId(), baseVersion: current.version }));
  assert.deepEqual([foreignRequest.code, foreignRequest.status], ['NOT_FOUND', 404]);
  const waiting = (await list()).find((r) => r.state === 'waiting')!;
  const otherCompany = errorOf(await masterplan!.ask(masterplanRequests.rejectModification, { ...approver, companyId: randomObjectId() }, { ...tower, requestId: waiting.id }));
  assert.deepEqual([otherCompany.code, otherCompany.status], ['WRONG_COMPANY', 403]);
  assert.equal((await list()).length, countBefore);
  assert.equal((await list()).find((r) => r.id === waiting.id)?.state, 'waiting');
  assert.deepEqual(await plan(), current);
});

test('through the gateway: V is refused at the route, and the requester is mailed when their request is resolved', async () => {
  const api = (token: string, method: string, path: string, body?: unknown, module = 'masterplan') =>
    fetch(`${gateway!.baseUrl}/api/v1/${module}/projects/${tower.projectId}/schedules/${tower.scheduleId}/modification-requests${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const planner = await gateway!.sessionOf('planner@tenon.demo');
  const admin = await gateway!.sessionOf('admin@tenon.demo');
  const superintendent = await gateway!.sessionOf('superintendent@tenon.demo');
  const created = await api(planner, 'POST', '', { activityId: pour.id, start: '2027-03-12T08:00', finish: '2027-03-15T17:00', comment: 'Pump booked for Friday' }, 'lookahead');
  assert.equal(created.status, 201, await created.clone().text());
  const request = (await created.json()) as ModificationRequestSummary;
  const bad = await api(planner, 'POST', '', { activityId: pour.id, start: '2027-03-12T08:00', finish: '2027-03-10T17:00' }, 'lookahead');
  assert.equal(bad.status, 400);
  assert.equal(((await bad.json()) as { error?: { code: string } }).error?.code, 'VALIDATION_FAILED');

  const refused = await api(superintendent, 'POST', `/${request.id}/rejection`);
  assert.equal(refused.status, 403);
  const listed = await api(superintendent, 'GET', '');
  assert.equal(listed.status, 200);
  assert.equal(((await listed.json()) as ListModificationRequestsReply).requests[0]?.id, request.id, 'the newest waiting request first');

  const subject = new RegExp(`Pour ${run} was rejected`);
  const mailed = (await mailsTo('planner@tenon.demo')).filter((mail) => subject.test(mail.subject)).length;
  const rejected = await api(admin, 'POST', `/${request.id}/rejection`);
  assert.equal(rejected.status, 200, await rejected.clone().text());
  const deadline = Date.now() + 15_000;
  let mail;
  while ((mail = (await mailsTo('planner@tenon.demo')).filter((m) => subject.test(m.subject))).length <= mailed) {
    if (Date.now() > deadline) assert.fail('no mail to the requester');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.match(mail.at(-1)!.text ?? '', /2027-03-12 to 2027-03-15/);
  const twice = await api(admin, 'POST', `/${request.id}/rejection`);
  assert.equal(twice.status, 409);
});
