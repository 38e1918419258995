import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Types } from 'mongoose';
import type { ReadCache } from '@tenon/service-kit';
import { RecordingModel } from '@tenon/service-kit/testing';
import { EntitlementsRepository } from './entitlements.repository';

const scope = { companyId: 'c1' };

function repository(...answers: unknown[]) {
  const model = new RecordingModel().answer(...answers);
  const keys: string[] = [];
  const cache = { read: (companyId: string, key: string, load: () => Promise<unknown>) => (keys.push(`${companyId}:${key}`), load()) };
  return { model, keys, entitlements: new EntitlementsRepository(model.asModel(), cache as unknown as ReadCache) };
}

test("the company's entitlement and those of the projects, in one read cached under the company's version", async () => {
  const { model, keys, entitlements } = repository([
    { projectId: null, modules: ['masterplan', 'weekly'] },
    { projectId: 'p1', modules: ['masterplan', 'unknown-module'] },
  ]);
  const set = await entitlements.forProjects(scope, ['p2', 'p1']);
  assert.deepEqual(set, { company: ['masterplan', 'weekly'], projects: new Map([['p1', ['masterplan']]]) });
  assert.deepEqual(keys, ['c1:entitlements:p1,p2']);
  assert.deepEqual(model.commands, [{ operation: 'find', args: [{ companyId: 'c1', projectId: { $in: [null, 'p2', 'p1'] } }], lean: true }]);
});

test("an entitlement is written by upsert on the company and project, keeping a given id for a new one", async () => {
  const written = { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
  const { model, entitlements } = repository(written, written);
  const id = 'dddddddddddddddddddddddd';
  await entitlements.set(scope, 'p1', ['masterplan'], id);
  await entitlements.set(scope, null, ['weekly']);
  assert.deepEqual(model.commands, [
    { operation: 'updateOne', args: [{ companyId: 'c1', projectId: 'p1' }, { $set: { modules: ['masterplan'] }, $setOnInsert: { _id: new Types.ObjectId(id) } }, { upsert: true }] },
    { operation: 'updateOne', args: [{ companyId: 'c1', projectId: null }, { $set: { modules: ['weekly'] } }, { upsert: true }] },
  ]);
});
