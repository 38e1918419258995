import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import type { ReadCache } from '@tenon/service-kit';
import { RecordingModel } from '@tenon/service-kit/testing';
import type { NewSchedule } from './schedule.record';
import { SchedulesRepository } from './schedules.repository';

const scope = { companyId: 'c1' };
const [projectId, otherProjectId] = ['p1', 'p2'];
const scheduleHex = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const scheduleId = new Types.ObjectId(scheduleHex);
const stored = (fields: Record<string, unknown> = {}) => ({ _id: scheduleId, companyId: 'c1', projectId, name: 'Tower A', order: 1, ...fields });
const live = { $ne: 'deleted' };

function repository(...answers: unknown[]) {
  const model = new RecordingModel().answer(...answers);
  const keys: string[] = [];
  const cache = { read: (companyId: string, key: string, load: () => Promise<unknown>) => (keys.push(`${companyId}:${key}`), load()) };
  return { model, keys, schedules: new SchedulesRepository(model.asModel(), cache as unknown as ReadCache) };
}

test("a project's live schedules in order, hidden ones only when asked, cached under the company's version", async () => {
  const { model, keys, schedules } = repository([stored()], []);
  assert.deepEqual((await schedules.listOfProject(scope, projectId, { includeHidden: true })).map((s) => s.id), [scheduleHex]);
  await schedules.listOfProject(scope, projectId, { includeHidden: false });
  assert.deepEqual(keys, ['c1:schedules:p1:true', 'c1:schedules:p1:false']);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', projectId, status: live }], sort: { order: 1 }, lean: true },
    { operation: 'find', args: [{ companyId: 'c1', projectId, status: live, visible: true }], sort: { order: 1 }, lean: true },
  ]);
});

test('the live schedules of several projects in one read; none asked, none read', async () => {
  const { model, keys, schedules } = repository([]);
  assert.deepEqual(await schedules.listOfProjects(scope, [], { includeHidden: false }), []);
  await schedules.listOfProjects(scope, [otherProjectId, projectId], { includeHidden: false });
  assert.deepEqual(keys, ['c1:schedules-of:p1,p2:false']);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', projectId: { $in: [otherProjectId, projectId] }, status: live, visible: true }], sort: { projectId: 1, order: 1 }, lean: true },
  ]);
});

test('owners of named schedules are read across companies, only their owner fields', async () => {
  const { model, schedules } = repository([{ _id: scheduleId, companyId: 'c2', projectId, status: 'deleted' }]);
  assert.deepEqual(await schedules.ownersOf([scheduleHex]), [{ id: scheduleHex, companyId: 'c2', projectId, deleted: true }]);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ _id: { $in: [scheduleId] } }, { companyId: 1, projectId: 1, status: 1 }], lean: true }]);
});

test("a schedule of the project is read by _id alone and answered only when it is the company's, the project's and live", async () => {
  const { model, schedules } = repository(stored(), stored({ companyId: 'c2' }), stored({ projectId: otherProjectId }), stored({ status: 'deleted' }));
  assert.equal((await schedules.findInProject(scope, projectId, scheduleHex))?.id, scheduleHex);
  for (let i = 0; i < 3; i++) assert.equal(await schedules.findInProject(scope, projectId, scheduleHex), null);
  assert.deepEqual(model.commands, Array(4).fill({ operation: 'findOne', args: [{ _id: scheduleId }], lean: true }));
});

test('order, rename, soft delete and removal are updates of the company and project', async () => {
  const { model, schedules } = repository(
    { matchedCount: 1, modifiedCount: 1 },
    { matchedCount: 1, modifiedCount: 1 },
    stored({ name: 'Tower B' }),
    { matchedCount: 0, modifiedCount: 0 },
    { matchedCount: 1, modifiedCount: 0 },
    { deletedCount: 2 },
  );
  await schedules.setOrders(scope, projectId, new Map([[scheduleHex, 2]]));
  assert.equal((await schedules.rename(scope, projectId, scheduleHex, ' Tower B '))?.name, 'Tower B');
  assert.equal(await schedules.rename(scope, projectId, scheduleHex, 'Tower C'), null);
  assert.equal(await schedules.softDelete(scope, projectId, scheduleHex), false);
  await schedules.removeOfProject(scope, projectId);
  const one = { _id: scheduleId, companyId: 'c1', projectId };
  assert.deepEqual(model.commands, [
    { operation: 'updateOne', args: [one, { $set: { order: 2 } }] },
    { operation: 'updateOne', args: [{ ...one, status: live }, { $set: { name: 'Tower B' } }] },
    { operation: 'findOne', args: [{ _id: scheduleId }], lean: true },
    { operation: 'updateOne', args: [{ ...one, status: live }, { $set: { name: 'Tower C' } }] },
    { operation: 'updateOne', args: [{ ...one, status: live }, { $set: { status: 'deleted' } }] },
    { operation: 'deleteMany', args: [{ companyId: 'c1', projectId }] },
  ]);
});

test("a new schedule goes after the project's last and carries the company", async () => {
  const { model, schedules } = repository({ order: 4 }, null);
  assert.equal(await schedules.nextOrder(scope, projectId), 5);
  assert.equal(await schedules.nextOrder(scope, projectId), 1);
  const fields: NewSchedule = { projectId, name: 'Tower A', order: 5, visible: true, status: 'active', productive: true, hoursPerDay: 8, hoursPerWeek: 40, dateFormat: 'MM/DD/YY' };
  assert.equal((await schedules.create(scope, { ...fields, id: scheduleHex })).id, scheduleHex);
  await schedules.create(scope, fields);
  assert.deepEqual(model.commands, [
    { operation: 'findOne', args: [{ companyId: 'c1', projectId }, { order: 1 }], sort: { order: -1 }, lean: true },
    { operation: 'findOne', args: [{ companyId: 'c1', projectId }, { order: 1 }], sort: { order: -1 }, lean: true },
    { operation: 'create', args: [{ ...fields, _id: scheduleId, companyId: 'c1' }] },
    { operation: 'create', args: [{ ...fields, companyId: 'c1' }] },
  ]);
});
