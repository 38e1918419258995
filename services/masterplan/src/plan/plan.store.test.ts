import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import type { PlanActivity, PlanLink } from '@tenon/contracts';
import { RecordingModel } from '@tenon/service-kit/testing';
import { ActivitiesRepository } from '../activities/activities.repository';
import { LinksRepository } from '../links/links.repository';
import type { PlanJournalRecord } from './plan-journal.schema';
import { PlanStore } from './plan.store';

const scope = { companyId: 'c1' };
const [a1, a2, l1, l2] = ['aaaaaaaaaaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaaaaaaaaaa2', 'bbbbbbbbbbbbbbbbbbbbbbb1', 'bbbbbbbbbbbbbbbbbbbbbbb2'];
const oid = (hex: string) => new Types.ObjectId(hex);

const activity: PlanActivity = {
  id: a1,
  correlativeId: 1,
  name: 'Foundations',
  kind: 'task',
  parentId: null,
  order: 1,
  duration: 480,
  start: '2025-03-03T08:00',
  finish: '2025-03-03T17:00',
  constraintType: 'asap',
  constraintDate: null,
  calendarId: null,
  progress: 0,
  priority: 'normal',
  description: '',
  subcontractId: null,
  tags: [],
  responsibleIds: [],
};
const link: PlanLink = { id: l1, predecessorId: a1, successorId: a2, type: 'FS', lag: 0 };

const journal: PlanJournalRecord = {
  _id: 'j1',
  companyId: 'c1',
  projectId: 'p1',
  scheduleId: 's1',
  baseVersion: 0,
  version: 1,
  savedBy: 'u1',
  at: new Date('2025-03-03T10:00:00Z'),
  activities: { upsert: [activity], delete: [a2] },
  links: { upsert: [link], delete: [l2] },
};

function store() {
  const models = { heads: new RecordingModel(), journals: new RecordingModel(), commits: new RecordingModel(), activities: new RecordingModel(), links: new RecordingModel() };
  const rows = { activities: new ActivitiesRepository(models.activities.asModel()), links: new LinksRepository(models.links.asModel()) };
  const planStore = new PlanStore(models.heads.asModel(), models.journals.asModel(), models.commits.asModel(), rows.activities, rows.links);
  return { ...models, planStore };
}

test("the head, a journal and the commit after a version are read by id within the caller's company", async () => {
  const { heads, journals, commits, planStore } = store();
  await planStore.head(scope, 's1');
  await planStore.journal(scope, 'j1');
  await planStore.commitAfter(scope, 's1', 3);
  assert.deepEqual(heads.commands, [{ operation: 'findOne', args: [{ _id: 's1', companyId: 'c1' }], lean: true }]);
  assert.deepEqual(journals.commands, [{ operation: 'findOne', args: [{ _id: 'j1', companyId: 'c1' }], lean: true }]);
  assert.deepEqual(commits.commands, [{ operation: 'findOne', args: [{ _id: 's1:4', companyId: 'c1' }], lean: true }]);
});

test("a schedule's rows are read whole within the caller's company", async () => {
  const { activities, links, planStore } = store();
  const { id: _a, ...activityFields } = activity;
  const { id: _l, ...linkFields } = link;
  activities.answer([{ ...activityFields, _id: oid(a1), companyId: 'c1', scheduleId: 's1' }]);
  links.answer([{ ...linkFields, _id: oid(l1), companyId: 'c1', scheduleId: 's1' }]);
  const rows = await planStore.rows(scope, 's1');
  assert.deepEqual(rows, { activities: new Map([[a1, activity]]), links: new Map([[l1, link]]) });
  assert.deepEqual(activities.commands, [{ operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }], lean: true }]);
  assert.deepEqual(links.commands, [{ operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }], lean: true }]);
});

test("ids of a save that name another company's or schedule's rows are found, reading only ids; none asked, none read", async () => {
  const { activities, links, planStore } = store();
  activities.answer([{ _id: oid(a1) }]);
  assert.deepEqual(await planStore.foreignIds(scope, 's1', [a1], []), [a1]);
  const elsewhere = { $or: [{ companyId: { $ne: 'c1' } }, { scheduleId: { $ne: 's1' } }] };
  assert.deepEqual(activities.commands, [{ operation: 'find', args: [{ _id: { $in: [oid(a1)] }, ...elsewhere }, { _id: 1 }], lean: true }]);
  assert.deepEqual(links.commands, []);
});

test('a commit is one insert of the next version; a duplicate loses, a busy database is decided by what was stored', async () => {
  const { commits, planStore } = store();
  assert.equal(await planStore.commit(scope, 's1', 0, 'j1'), true);
  commits.refuseInserts(Object.assign(new Error('duplicate'), { code: 11000 }));
  assert.equal(await planStore.commit(scope, 's1', 0, 'j2'), false);
  commits.refuseInserts(new Error('database is locked')).answer({ _id: 's1:1', journalId: 'j3' });
  assert.equal(await planStore.commit(scope, 's1', 0, 'j3'), true);
  const claim = (journalId: string) => ({ operation: 'create', args: [{ _id: 's1:1', companyId: 'c1', scheduleId: 's1', version: 1, journalId }] });
  assert.deepEqual(commits.commands, [claim('j1'), claim('j2'), claim('j3'), { operation: 'findOne', args: [{ _id: 's1:1' }], lean: true }]);
});

test("a journal is written whole and dropped by its id alone, only by its own company's save", async () => {
  const { journals, planStore } = store();
  await planStore.writeJournal(scope, journal);
  await planStore.dropJournal(scope, journal);
  await assert.rejects(planStore.dropJournal({ companyId: 'c2' }, journal), /own company/);
  assert.deepEqual(journals.commands, [
    { operation: 'create', args: [journal] },
    { operation: 'deleteOne', args: [{ _id: 'j1' }] },
  ]);
});

test("applying a journal deletes and inserts its rows again, then deletes the deleted ones of the company's schedule", async () => {
  const { activities, links, planStore } = store();
  activities.answer({ deletedCount: 1 }, { deletedCount: 1 });
  links.answer({ deletedCount: 1 }, { deletedCount: 1 });
  activities.refuseInserts(Object.assign(new Error('duplicate'), { code: 11000 }));
  await planStore.apply(scope, journal);
  const { id: _a, ...activityFields } = activity;
  const { id: _l, ...linkFields } = link;
  assert.deepEqual(activities.commands, [
    // Within the caller's company: a row id of another company is never deleted, whatever reached the journal.
    { operation: 'deleteMany', args: [{ _id: { $in: [oid(a1)] }, companyId: 'c1' }] },
    { operation: 'insertMany', args: [[{ ...activityFields, _id: oid(a1), companyId: 'c1', scheduleId: 's1' }], { ordered: false }] },
    { operation: 'deleteMany', args: [{ _id: { $in: [oid(a2)] }, companyId: 'c1', scheduleId: 's1' }] },
  ]);
  assert.deepEqual(links.commands, [
    { operation: 'deleteMany', args: [{ _id: { $in: [oid(l1)] }, companyId: 'c1' }] },
    { operation: 'insertMany', args: [[{ ...linkFields, _id: oid(l1), companyId: 'c1', scheduleId: 's1' }], { ordered: false }] },
    { operation: 'deleteMany', args: [{ _id: { $in: [oid(l2)] }, companyId: 'c1', scheduleId: 's1' }] },
  ]);
});

test('finishing moves the head from the base version to the next, creating it for a first save', async () => {
  const { heads, planStore } = store();
  await planStore.finish(scope, journal);
  await planStore.finish(scope, { ...journal, baseVersion: 1, version: 2 });
  const set = { $set: { savedBy: 'u1', savedAt: journal.at } };
  assert.deepEqual(heads.commands, [
    { operation: 'updateOne', args: [{ _id: 's1', companyId: 'c1', version: 0 }, { $set: { version: 1, ...set.$set } }, { upsert: true }] },
    { operation: 'updateOne', args: [{ _id: 's1', companyId: 'c1', version: 1 }, { $set: { version: 2, ...set.$set } }, { upsert: false }] },
  ]);
});
