import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { ReadCache } from '../persistence/read-cache';
import { invalidateReadCacheOnWrite } from '../persistence/read-cache-invalidation';
import { TEST_MONGO_BASE } from '../testing/test-databases';

interface Item {
  companyId: string;
  name: string;
  due: Date;
}

const run = randomBytes(4).toString('hex');
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const cache = new ReadCache(redis, `cache_test_${run}`);
let connection: Connection;
let items: Model<Item>;

before(async () => {
  connection = await mongoose
    .createConnection(`${TEST_MONGO_BASE}/cache_test_${run}`)
    .asPromise();
  connection.plugin(invalidateReadCacheOnWrite(cache));
  items = connection.model<Item>('Item', new Schema<Item>({ companyId: String, name: String, due: Date }));
});

after(async () => {
  await connection.dropDatabase();
  await connection.close();
  const keys = await redis.keys(`readcache:cache_test_${run}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const names = (companyId: string): Promise<Array<{ name: string; due: Date }>> =>
  cache.read(companyId, 'names', async () =>
    (await items.find({ companyId }).sort({ name: 1 }).lean<Item[]>()).map(({ name, due }) => ({ name, due })),
  );

test('a repeated read comes from the cache, dates intact', async () => {
  await items.create({ companyId: 'a', name: 'Pour slab', due: new Date('2027-03-01T08:00:00Z') });
  const first = await names('a');
  const misses = cache.figures.misses;
  const second = await names('a');
  assert.equal(cache.figures.misses, misses, 'the second read is a hit');
  assert.deepEqual(second, first);
  assert.ok(second[0]!.due instanceof Date);
  assert.equal(second[0]!.due.toISOString(), '2027-03-01T08:00:00.000Z');
});

test('every kind of write of the company is seen by the next read', async () => {
  await names('a');
  await items.create({ companyId: 'a', name: 'Strip forms', due: new Date() });
  assert.deepEqual((await names('a')).map((i) => i.name), ['Pour slab', 'Strip forms']);
  await items.updateOne({ companyId: 'a', name: 'Strip forms' }, { $set: { name: 'Cure slab' } });
  assert.deepEqual((await names('a')).map((i) => i.name), ['Cure slab', 'Pour slab']);
  await items.findOneAndUpdate({ companyId: 'a', name: 'Cure slab' }, { $set: { name: 'Cure slab 7 days' } });
  assert.deepEqual((await names('a')).map((i) => i.name), ['Cure slab 7 days', 'Pour slab']);
  await items.insertMany([{ companyId: 'a', name: 'Anchor bolts', due: new Date() }]);
  assert.deepEqual((await names('a')).map((i) => i.name), ['Anchor bolts', 'Cure slab 7 days', 'Pour slab']);
  await items.deleteMany({ companyId: 'a', name: 'Anchor bolts' });
  assert.deepEqual((await names('a')).map((i) => i.name), ['Cure slab 7 days', 'Pour slab']);
});

test("another company's write leaves the entry; a write naming no company drops it", async () => {
  await items.create({ companyId: 'b', name: 'Other company', due: new Date() });
  await names('a');
  const misses = cache.figures.misses;
  await items.updateOne({ companyId: 'b' }, { $set: { name: 'Still other' } });
  await names('a');
  assert.equal(cache.figures.misses, misses, "company b's write kept company a's entry");
  const pour = await items.findOne({ companyId: 'a', name: 'Pour slab' }).lean();
  await items.updateOne({ _id: pour!._id }, { $set: { name: 'Pour deck' } });
  assert.deepEqual((await names('a')).map((i) => i.name), ['Cure slab 7 days', 'Pour deck']);
});

test('an answer the caller chooses not to keep is read again next time', async () => {
  let loads = 0;
  const load = (): Promise<{ companyId: string }> => {
    loads += 1;
    return Promise.resolve({ companyId: 'other' });
  };
  const keep = (found: { companyId: string }): boolean => found.companyId === 'a';
  await cache.read('a', 'owner:x', load, { keep });
  await cache.read('a', 'owner:x', load, { keep });
  assert.equal(loads, 2);
});
