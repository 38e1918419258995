import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import { RecordingModel } from '@tenon/service-kit/testing';
import { TagsRepository } from './tags.repository';

const scope = { companyId: 'c1' };
const tagHex = 'eeeeeeeeeeeeeeeeeeeeeeee';
const tagId = new Types.ObjectId(tagHex);
const stored = { _id: tagId, companyId: 'c1', projectId: 'p1', name: 'Concrete', nameKey: 'concrete', color: null };

test("a project's tags are listed, created, changed and deleted within the company", async () => {
  const model = new RecordingModel().answer([stored], stored, stored);
  const tags = new TagsRepository(model.asModel());
  assert.deepEqual(await tags.list(scope, 'p1', { limit: 500 }), { tags: [{ id: tagHex, projectId: 'p1', name: 'Concrete', color: null }], nextCursor: null });
  await tags.create(scope, 'p1', { name: 'Concrete ', color: '#fff' });
  assert.equal((await tags.update(scope, 'p1', tagHex, { name: 'Concrete' }))?.id, tagHex);
  assert.equal((await tags.delete(scope, 'p1', tagHex))?.id, tagHex);
  assert.equal(await tags.delete(scope, 'p1', tagHex), null);
  const one = { _id: tagId, companyId: 'c1', projectId: 'p1' };
  assert.deepEqual(model.commands, [
    { operation: 'find', args: [{ companyId: 'c1', projectId: 'p1' }], sort: { nameKey: 1 }, limit: 501, lean: true },
    { operation: 'create', args: [{ name: 'Concrete ', color: '#fff', nameKey: 'concrete', projectId: 'p1', companyId: 'c1' }] },
    { operation: 'findOneAndUpdate', args: [one, { $set: { name: 'Concrete', nameKey: 'concrete' } }, { new: true }], lean: true },
    { operation: 'findOneAndDelete', args: [one], lean: true },
    { operation: 'findOneAndDelete', args: [one], lean: true },
  ]);
});

test("a tag's owner is read across companies, only its owner fields", async () => {
  const model = new RecordingModel({ companyId: 'c2', projectId: 'p9' });
  assert.deepEqual(await new TagsRepository(model.asModel()).ownerOf(tagHex), { companyId: 'c2', projectId: 'p9' });
  assert.deepEqual(model.commands, [{ operation: 'findOne', args: [{ _id: tagId }, { companyId: 1, projectId: 1 }], lean: true }]);
});
