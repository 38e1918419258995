import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { LinksRepository, type LinkRecord } from './links.repository';

const scope = { companyId: 'c1' };
const linkHex = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const link: LinkRecord = { id: linkHex, scheduleId: 's1', predecessorId: 'a1', successorId: 'a2', type: 'FS', lag: 0 };

test("a schedule's links are counted and listed within the caller's company", async () => {
  const model = new RecordingModel().answer(1, [{ _id: new Types.ObjectId(linkHex), companyId: 'c1', scheduleId: 's1', predecessorId: 'a1', successorId: 'a2', type: 'FS' }]);
  const links = new LinksRepository(model.asModel());
  assert.equal(await links.countOfSchedule(scope, 's1'), 1);
  assert.deepEqual(await links.listOfSchedule(scope, 's1'), [link]);
  assert.deepEqual(model.commands, [
    { operation: 'countDocuments', args: [{ companyId: 'c1', scheduleId: 's1' }] },
    { operation: 'find', args: [{ companyId: 'c1', scheduleId: 's1' }], lean: true },
  ]);
});

test('links are inserted in one unordered bulk insert carrying the company; none, no command', async () => {
  const model = new RecordingModel();
  const links = new LinksRepository(model.asModel());
  await links.insertRecords(scope, []);
  await links.insertRecords(scope, [link]);
  const { id: _id, ...fields } = link;
  assert.deepEqual(model.commands, [{ operation: 'insertMany', args: [[{ ...fields, _id: new Types.ObjectId(linkHex), companyId: 'c1' }], { ordered: false }] }]);
});
