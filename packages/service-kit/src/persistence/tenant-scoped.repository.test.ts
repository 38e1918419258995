import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '../testing/recording-model';
import { TenantScopedRepository } from './tenant-scoped.repository';

interface Area {
  _id?: string;
  companyId: string;
  name: string;
}

class AreasRepository extends TenantScopedRepository<Area> {
  constructor(model: RecordingModel) {
    super(model.asModel());
  }
}

function repository(answer: unknown = null) {
  const model = new RecordingModel(answer);
  return { model, areas: new AreasRepository(model) };
}

const scope = { companyId: 'c1' };

test('reads add the company last, so a filter naming another company cannot widen them', async () => {
  const { model, areas } = repository([]);
  await areas.findMany(scope, { companyId: 'c2', name: 'Level 1' });
  await areas.findOne(scope, { companyId: 'c2' });
  await areas.count(scope, { name: 'Level 1' });
  await areas.exists(scope, { name: 'Level 1' });
  assert.deepEqual(
    model.commands.map((command) => [command.operation, command.args[0]]),
    [
      ['find', { name: 'Level 1', companyId: 'c1' }],
      ['findOne', { companyId: 'c1' }],
      ['countDocuments', { name: 'Level 1', companyId: 'c1' }],
      ['exists', { name: 'Level 1', companyId: 'c1' }],
    ],
  );
});

test('findMany and findOne pass the projection, sort, skip and limit, and return plain objects', async () => {
  const { model, areas } = repository([]);
  await areas.findMany(scope, {}, { projection: { name: 1 }, sort: { name: 1 }, skip: 10, limit: 5 });
  await areas.findOne(scope, {}, { projection: { name: 1 }, sort: { name: -1 } });
  await areas.findMany(scope);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1' }, { name: 1 }], sort: { name: 1 }, skip: 10, limit: 5, lean: true },
    { operation: 'findOne', args: [{ companyId: 'c1' }, { name: 1 }], sort: { name: -1 }, lean: true },
    { operation: 'find', args: [{ companyId: 'c1' }], lean: true },
  ]);
});

test('exists answers whether a record matched', async () => {
  assert.equal(await repository({ _id: 'x' }).areas.exists(scope, {}), true);
  assert.equal(await repository(null).areas.exists(scope, {}), false);
});

test("findById reads by _id alone and answers only the scope's company's record", async () => {
  const own = repository({ _id: 's1', companyId: 'c1', name: 'Level 1' });
  assert.deepEqual(await own.areas.findById(scope, 's1'), { _id: 's1', companyId: 'c1', name: 'Level 1' });
  assert.deepEqual(own.model.commands, [{ operation: 'findOne', args: [{ _id: 's1' }], lean: true }]);
  assert.equal(await repository({ _id: 's1', companyId: 'c2', name: 'Level 1' }).areas.findById(scope, 's1'), null);
  assert.equal(await repository(null).areas.findById(scope, 's1'), null);
});

test("inserts take the company from the scope, over any the record names; a bulk insert is one unordered command", async () => {
  const { model, areas } = repository();
  assert.deepEqual(await areas.insertOne(scope, { _id: 's1', name: 'Level 1', companyId: 'c2' } as Omit<Area, 'companyId'>), { _id: 's1', name: 'Level 1', companyId: 'c1' });
  await areas.insertMany(scope, [{ _id: 'a', name: 'Zone A' }, { _id: 'b', name: 'Zone B' }]);
  await areas.insertMany(scope, []);
  assert.deepEqual(model.commands, [
    { operation: 'create', args: [{ _id: 's1', name: 'Level 1', companyId: 'c1' }] },
    {
      operation: 'insertMany',
      args: [
        [
          { _id: 'a', name: 'Zone A', companyId: 'c1' },
          { _id: 'b', name: 'Zone B', companyId: 'c1' },
        ],
        { ordered: false },
      ],
    },
  ]);
});

test('updateOne answers the counts; findOneAndUpdate and upsertOne answer the record after the change', async () => {
  const counted = repository({ matchedCount: 1, modifiedCount: 0, upsertedCount: 0 });
  assert.deepEqual(await counted.areas.updateOne(scope, { name: 'Level 1' }, { $set: { name: 'Level 1A' } }), { matched: 1, modified: 0, upserted: 0 });
  await counted.areas.updateOne(scope, { name: 'Level 2' }, { $set: { name: 'Level 2' } }, { upsert: true });
  assert.deepEqual(counted.model.commands, [
    { operation: 'updateOne', args: [{ name: 'Level 1', companyId: 'c1' }, { $set: { name: 'Level 1A' } }] },
    { operation: 'updateOne', args: [{ name: 'Level 2', companyId: 'c1' }, { $set: { name: 'Level 2' } }, { upsert: true }] },
  ]);

  const record = { _id: 's1', companyId: 'c1', name: 'Level 1A' };
  const returned = repository(record);
  assert.deepEqual(await returned.areas.findOneAndUpdate(scope, { _id: 's1' }, { $set: { name: 'Level 1A' } }), record);
  assert.deepEqual(await returned.areas.upsertOne(scope, { name: 'Level 1A' }, { $setOnInsert: { name: 'Level 1A' } }), record);
  assert.deepEqual(
    returned.model.commands.map((command) => [command.operation, command.args, command.lean]),
    [
      ['findOneAndUpdate', [{ _id: 's1', companyId: 'c1' }, { $set: { name: 'Level 1A' } }, { new: true }], true],
      ['findOneAndUpdate', [{ name: 'Level 1A', companyId: 'c1' }, { $setOnInsert: { name: 'Level 1A' } }, { upsert: true, new: true }], true],
    ],
  );
  await assert.rejects(repository(null).areas.upsertOne(scope, {}, {}), /upsert/);
});

test('deletes are limited to the company and answer what they removed', async () => {
  const one = repository({ deletedCount: 1 });
  assert.equal(await one.areas.deleteOne(scope, { name: 'Level 1' }), true);
  const many = repository({ deletedCount: 3 });
  assert.equal(await many.areas.deleteMany(scope, {}), 3);
  assert.deepEqual(
    [...one.model.commands, ...many.model.commands].map((command) => [command.operation, command.args[0]]),
    [
      ['deleteOne', { name: 'Level 1', companyId: 'c1' }],
      ['deleteMany', { companyId: 'c1' }],
    ],
  );
  assert.equal(await repository({ deletedCount: 0 }).areas.deleteOne(scope, {}), false);
});

test('an empty company is refused before any command is sent', async () => {
  const { model, areas } = repository([]);
  const none = { companyId: '' };
  await assert.rejects(areas.findMany(none), /companyId/);
  await assert.rejects(areas.findById(none, 's1'), /companyId/);
  await assert.rejects(areas.insertOne(none, { name: 'Level 1' }), /companyId/);
  await assert.rejects(areas.insertMany(none, [{ name: 'Level 1' }]), /companyId/);
  await assert.rejects(areas.deleteMany(none, {}), /companyId/);
  assert.deepEqual(model.commands, []);
});

test("replaceMany deletes the records' ids within the company and inserts them again in one unordered bulk insert", async () => {
  const { model, areas } = repository({ deletedCount: 2 });
  await areas.replaceMany(scope, [{ _id: 'a', name: 'Zone A' }, { _id: 'b', name: 'Zone B' }]);
  await areas.replaceMany(scope, []);
  assert.deepEqual(model.commands, [
    { operation: 'deleteMany', args: [{ _id: { $in: ['a', 'b'] }, companyId: 'c1' }] },
    { operation: 'insertMany', args: [[{ _id: 'a', name: 'Zone A', companyId: 'c1' }, { _id: 'b', name: 'Zone B', companyId: 'c1' }], { ordered: false }] },
  ]);
});

test('replaceMany takes a taken _id for the same record written by another writer, and passes any other failure on', async () => {
  const duplicate = repository({ deletedCount: 0 });
  duplicate.model.refuseInserts(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }));
  await duplicate.areas.replaceMany(scope, [{ _id: 'a', name: 'Zone A' }]);
  const broken = repository({ deletedCount: 0 });
  broken.model.refuseInserts(new Error('database is locked'));
  await assert.rejects(broken.areas.replaceMany(scope, [{ _id: 'a', name: 'Zone A' }]), /locked/);
});

test('idsOutside reads only the ids of the named records that are of another company or outside the given fields', async () => {
  const { model, areas } = repository([{ _id: 'b' }]);
  assert.deepEqual(await areas.idsOutside(scope, ['a', 'b'], { name: 'Zone A' }), ['b']);
  assert.deepEqual(await areas.idsOutside(scope, []), []);
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ _id: { $in: ['a', 'b'] }, $or: [{ companyId: { $ne: 'c1' } }, { name: { $ne: 'Zone A' } }] }, { _id: 1 }], lean: true },
  ]);
});
