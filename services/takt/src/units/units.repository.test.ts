import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RecordingModel } from '@tenon/service-kit/testing';
import { UnitRelationsRepository } from './unit-relations.repository';
import { UnitsRepository } from './units.repository';

const repositories = (units: RecordingModel, relations: RecordingModel) => new UnitsRepository(units.asModel(), new UnitRelationsRepository(relations.asModel()));

test('the production units of a schedule are counted within the caller\'s company', async () => {
  const model = new RecordingModel(3);
  assert.equal(await repositories(model, new RecordingModel()).countOfSchedule({ companyId: 'c1' }, 's1'), 3);
  assert.deepEqual(model.commands, [{ operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] }]);
});

test('relating trades to a tower writes one document per activity, whatever the number of units', async () => {
  const units = new RecordingModel();
  const relations = new RecordingModel({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
  await repositories(units, relations).relate({ companyId: 'c1' }, 's1', ['a1', 'a2', 'a1'], ['u1', 'u2', 'u3']);
  assert.equal(units.commands.length, 0, 'no unit is written');
  assert.deepEqual(
    relations.commands.map((command) => [command.operation, command.args[0]]),
    [
      ['updateOne', { _id: 's1:a1', companyId: 'c1' }],
      ['updateOne', { _id: 's1:a2', companyId: 'c1' }],
    ],
  );
  assert.deepEqual(relations.commands[0]!.args[1], { $setOnInsert: { scheduleId: 's1', activityId: 'a1' }, $addToSet: { unitIds: { $each: ['u1', 'u2', 'u3'] } } });
});

test('units are read with their activities from the relations, in one read of the schedule\'s relations', async () => {
  const units = new RecordingModel().answer([
    { _id: 'u1', companyId: 'c1', scheduleId: 's1', structureId: 't', locationId: 'l', name: 'Apt 1', order: 0, activityIds: [] },
    { _id: 'u2', companyId: 'c1', scheduleId: 's1', structureId: 't', locationId: 'l', name: 'Apt 2', order: 1, activityIds: [] },
  ]);
  const relations = new RecordingModel().answer([
    { _id: 's1:a1', scheduleId: 's1', activityId: 'a1', unitIds: ['u1', 'u2'] },
    { _id: 's1:a2', scheduleId: 's1', activityId: 'a2', unitIds: ['u2', 'gone'] },
  ]);
  const read = await repositories(units, relations).ofSchedule({ companyId: 'c1' }, 's1');
  assert.deepEqual(read.map((unit) => [unit._id, unit.activityIds]), [['u1', ['a1']], ['u2', ['a1', 'a2']]]);
  assert.equal(relations.commands.length, 1);
  assert.deepEqual(relations.commands[0]!.args[0], { companyId: 'c1', scheduleId: 's1' });
});
