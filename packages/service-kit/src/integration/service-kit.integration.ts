import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Injectable, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Transport } from '@nestjs/microservices';
import { getConnectionToken } from '@nestjs/mongoose';
import { Kafka } from 'kafkajs';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { z } from 'zod';
import { callerReplyTopic, type ServiceRequest } from '@tenon/contracts';
import { requestGroupOf } from '../config/kafka-options';
import { bootstrapService, type RunningService } from '../bootstrap/bootstrap-service';
import { ServiceError, ServiceUnavailableError } from '../errors/service-error';
import { ServiceRequestHandler } from '../handlers/service-request.decorator';
import { EventBatchPattern } from '../messaging/event-batch';
import { KafkaRequester } from '../messaging/kafka-requester';
import { ProcessedEventsStore } from '../messaging/processed-events.store';
import { TenantScopedRepository } from '../persistence/tenant-scoped.repository';
import { currentRequestId } from '../logging/request-context';

const run = randomBytes(4).toString('hex');
const name = `kit_test_${run}`;
const echoTopic = `kittest.${run}.echo`;
const silentTopic = `kittest.${run}.silent`;
const brokenTopic = `kittest.${run}.broken`;
const countTopic = `kittest.${run}.count`;
const batchTopic = `kittest.${run}.batched.v1`;
const slowEventTopic = `kittest.${run}.slow.v1`;
// The service answers its own requests here, so it needs its caller reply topic too.
const allTopics = [echoTopic, silentTopic, brokenTopic, countTopic, batchTopic, slowEventTopic, callerReplyTopic(name)];
/** What the batch handler received, one array per call. */
const batches: number[][] = [];
/** How many times the counting write really ran, per word. */
const applied = new Map<string, number>();
/** When the slow event handler started and finished, in ms since the epoch. */
const slowEvent: { startedAt?: number; finishedAt?: number } = {};
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const admin = new Kafka({ clientId: `kit-test-admin-${run}`, brokers }).admin();
const auth = { userId: 'u1', companyId: 'c1', role: 'planner', sessionId: 's1' } as const;

@Controller()
class EchoController {
  @ServiceRequestHandler(echoTopic, z.object({ word: z.string() }))
  async echo(request: ServiceRequest<{ word: string }>) {
    if (request.data.word === 'slow') await sleep(800);
    if (request.data.word === 'forbidden') throw new ServiceError('NO_PERMISSION', 'not for you', 403);
    return { word: request.data.word.toUpperCase(), companyId: request.auth.companyId, requestId: currentRequestId() };
  }

  @ServiceRequestHandler(countTopic, z.object({ word: z.string() }))
  async count(request: ServiceRequest<{ word: string }>) {
    await sleep(request.data.word.startsWith('slow') ? 800 : 0);
    applied.set(request.data.word, (applied.get(request.data.word) ?? 0) + 1);
    return { word: request.data.word, run: applied.get(request.data.word) };
  }

  @EventBatchPattern(batchTopic)
  async batched(events: Array<{ n: number }>) {
    // Slow enough that the events published behind the first ones arrive while it runs.
    await sleep(50);
    batches.push(events.map((event) => event.n));
  }

  @EventPattern(slowEventTopic, Transport.KAFKA)
  async slow(event: { ms: number }) {
    slowEvent.startedAt = Date.now();
    await sleep(event.ms);
    slowEvent.finishedAt = Date.now();
  }

  @MessagePattern(brokenTopic, Transport.KAFKA)
  broken(): never {
    throw new Error('handler without the reply envelope failed');
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

let service: RunningService;

before(async () => {
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: allTopics.map((topic) => ({ topic, numPartitions: 3 })),
  });
  service = await bootstrapService({
    name,
    appModule: EchoModule,
    callsTopics: [echoTopic, silentTopic, brokenTopic, countTopic],
    kafkaGroupId: name,
    fromBeginning: true,
    env: { ...process.env, LOG_LEVEL: 'warn', REQUEST_TIMEOUT_MS: '1500' },
  });
});

after(async () => {
  const connection = service.app.get<Connection>(getConnectionToken());
  await connection.dropDatabase();
  await service.close();
  await admin.deleteTopics({ topics: allTopics }).catch(() => undefined);
  await admin.disconnect();
});

test('a request travels through real Kafka to the handler and back, with its request id', async () => {
  const requester = service.app.get(KafkaRequester);
  const reply = await requester.request(echoTopic, { auth, data: { word: 'takt' } }, { requestId: `rq-${run}`, timeoutMs: 10_000 });
  assert.deepEqual(reply, { ok: true, data: { word: 'TAKT', companyId: 'c1', requestId: `rq-${run}` } });
});

test('a coded error and a validation failure come back as error replies', async () => {
  const requester = service.app.get(KafkaRequester);
  const refused = await requester.request(echoTopic, { auth, data: { word: 'forbidden' } });
  assert.deepEqual(refused, { ok: false, error: { code: 'NO_PERMISSION', message: 'not for you', status: 403 } });
  const invalid = await requester.request(echoTopic, { auth, data: { word: 7 } });
  assert.equal(invalid.ok, false);
  if (!invalid.ok) assert.equal(invalid.error.code, 'VALIDATION_FAILED');
});

test('requests are handled concurrently: a slow one does not hold up those behind it', async () => {
  const requester = service.app.get(KafkaRequester);
  const finished: string[] = [];
  const ask = (word: string) => requester.request(echoTopic, { auth, data: { word } }).then(() => void finished.push(word));
  const slow = ask('slow');
  await sleep(50);
  await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(ask));
  assert.deepEqual(finished.sort(), ['a', 'b', 'c', 'd', 'e', 'f']);
  await slow;
  assert.equal(finished.at(-1), 'slow');
});

test('a handler that throws outside the reply envelope answers INTERNAL instead of timing out', async () => {
  const requester = service.app.get(KafkaRequester);
  const reply = await requester.request(brokenTopic, { auth, data: {} });
  assert.equal(reply.ok, false);
  if (!reply.ok) assert.equal(reply.error.code, 'INTERNAL');
});

test('answered requests are committed, so a restart does not handle them again', async () => {
  const requester = service.app.get(KafkaRequester);
  await requester.request(echoTopic, { auth, data: { word: 'commit' } });
  const ends = await admin.fetchTopicOffsets(echoTopic);
  let committed: { partition: number; offset: string }[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const [group] = await admin.fetchOffsets({ groupId: requestGroupOf(name), topics: [echoTopic] });
    committed = group?.partitions ?? [];
    const caughtUp = ends.every((end) => committed.find((c) => c.partition === end.partition)?.offset === end.offset || end.offset === '0');
    if (caughtUp) break;
    await sleep(100);
  }
  for (const end of ends) {
    if (end.offset === '0') continue;
    assert.equal(committed.find((c) => c.partition === end.partition)?.offset, end.offset, `partition ${end.partition}`);
  }
});

test('a topic nobody answers gives ServiceUnavailableError within the timeout', async () => {
  const requester = service.app.get(KafkaRequester);
  const began = Date.now();
  await assert.rejects(requester.request(silentTopic, { auth, data: {} }), ServiceUnavailableError);
  const elapsed = Date.now() - began;
  assert.ok(elapsed >= 1400 && elapsed < 3000, `took ${elapsed} ms`);
});

test('a batch handler gets the events of its partition in order, many in one call, none twice', async () => {
  const producer = new Kafka({ clientId: `kit-test-producer-${run}`, brokers }).producer();
  await producer.connect();
  try {
    for (let round = 0; round < 3; round++) {
      const messages = Array.from({ length: 40 }, (_, i) => ({ key: 'one-partition', value: JSON.stringify({ n: round * 40 + i }) }));
      await producer.send({ topic: batchTopic, messages });
    }
  } finally {
    await producer.disconnect();
  }
  for (let waited = 0; batches.flat().length < 120 && waited < 30_000; waited += 100) await sleep(100);
  assert.deepEqual(batches.flat(), Array.from({ length: 120 }, (_, i) => i));
  assert.ok(batches.length < 120, `one call per event: ${batches.length} calls`);
});

test('a long event handler does not hold up requests: they are read by a consumer of their own', async () => {
  const producer = new Kafka({ clientId: `kit-test-slow-${run}`, brokers }).producer();
  await producer.connect();
  try {
    await producer.send({ topic: slowEventTopic, messages: [{ value: JSON.stringify({ ms: 4_000 }) }] });
  } finally {
    await producer.disconnect();
  }
  for (let waited = 0; slowEvent.startedAt === undefined && waited < 15_000; waited += 50) await sleep(50);
  assert.ok(slowEvent.startedAt !== undefined, 'the slow event reached its handler');
  const requester = service.app.get(KafkaRequester);
  const asked = Date.now();
  const reply = await requester.request(echoTopic, { auth, data: { word: 'meanwhile' } });
  assert.equal(reply.ok, true);
  assert.equal(slowEvent.finishedAt, undefined, `answered in ${Date.now() - asked} ms while the event was still being handled`);
});

test('processed events are remembered in the service database', async () => {
  const store = service.app.get(ProcessedEventsStore);
  let runs = 0;
  const event = { eventId: `ev-${run}`, topic: 'kittest.thing.updated.v1' };
  const work = () => {
    runs++;
    return Promise.resolve();
  };
  assert.equal(await store.consumeOnce(event, work), true);
  assert.equal(await store.consumeOnce(event, work), false);
  assert.equal(runs, 1);
  const topic = 'kittest.thing.updated.v1';
  const seen: string[][] = [];
  const batch = [event, { eventId: `ev-${run}-2`, topic }, { eventId: `ev-${run}-3`, topic }, { eventId: `ev-${run}-2`, topic }];
  const collect = (fresh: Array<{ eventId: string }>) => {
    seen.push(fresh.map((e) => e.eventId));
    return Promise.resolve();
  };
  await store.consumeBatchOnce(batch, collect);
  await store.consumeBatchOnce(batch, collect);
  assert.deepEqual(seen, [[`ev-${run}-2`, `ev-${run}-3`]], 'handled once each, in order; an all-handled batch does no work');
});

interface Area {
  _id?: Types.ObjectId;
  companyId: string;
  name: string;
}

@Injectable()
class AreasRepository extends TenantScopedRepository<Area> {
  constructor(connection: Connection) {
    // Two tests build this repository on one connection: the model is compiled once.
    super((connection.models.Area as Model<Area> | undefined) ?? connection.model<Area>('Area', new Schema<Area>({ companyId: { type: String, required: true }, name: String })));
  }
}

test('a tenant-scoped repository never returns or changes the records of another company', async () => {
  const areas = new AreasRepository(service.app.get<Connection>(getConnectionToken()));
  await areas.insertOne({ companyId: 'a' }, { name: 'Level 1' });
  await areas.insertOne({ companyId: 'b' }, { name: 'Level 1' });
  const ofA = await areas.findMany({ companyId: 'a' }, { companyId: 'b' });
  assert.deepEqual(ofA.map((area) => area.companyId), ['a']);
  assert.equal(typeof (ofA[0] as { save?: unknown }).save, 'undefined');
  assert.equal(await areas.findOneAndUpdate({ companyId: 'a' }, { name: 'Level 1' }, { name: 'Level 1A' }).then((s) => s?.name), 'Level 1A');
  assert.equal(await areas.deleteOne({ companyId: 'c' }, { name: 'Level 1' }), false);
  assert.equal(await areas.count({ companyId: 'b' }), 1);
});

test("the base class's bulk writes and lookups by id stay within the scope's company", async () => {
  const areas = new AreasRepository(service.app.get<Connection>(getConnectionToken()));
  const [d, e] = [`d-${run}`, `e-${run}`];
  await areas.insertMany({ companyId: d }, [{ name: 'Zone 1' }, { name: 'Zone 2' }]);
  await areas.insertMany({ companyId: e }, [{ name: 'Zone 1' }]);
  const ofE = await areas.findOne({ companyId: e }, { name: 'Zone 1' });
  assert.ok(ofE?._id !== undefined);
  assert.equal(await areas.findById({ companyId: d }, ofE._id), null);
  assert.equal((await areas.findById({ companyId: e }, ofE._id))?.name, 'Zone 1');
  assert.deepEqual(await areas.updateOne({ companyId: d }, { name: 'Zone 1' }, { $set: { name: 'Zone 1A' } }), { matched: 1, modified: 1, upserted: 0 });
  assert.equal((await areas.upsertOne({ companyId: d }, { name: 'Zone 3' }, { $setOnInsert: { name: 'Zone 3' } })).companyId, d);
  assert.equal(await areas.exists({ companyId: e }, { name: 'Zone 3' }), false);
  assert.equal(await areas.deleteMany({ companyId: d }, {}), 3);
  assert.equal(await areas.count({ companyId: e }), 1);
});

test('a keyed write whose answer was lost is applied once: a retry gets the first outcome, not a second write', async () => {
  const requester = service.app.get(KafkaRequester);
  const key = `key-${run}-1`;
  const write = (word: string, idempotencyKey = key, timeoutMs = 10_000) => requester.request(countTopic, { auth, data: { word }, idempotencyKey }, { timeoutMs });
  await assert.rejects(write('slow-slab', key, 300), (error: unknown) => error instanceof ServiceUnavailableError && error.delivery === 'no-reply');
  const meanwhile = await write('slow-slab');
  assert.deepEqual(meanwhile, { ok: false, error: { code: 'REQUEST_IN_PROGRESS', message: 'This request is still being handled; ask again shortly', status: 409 } });
  await sleep(900);
  assert.deepEqual(await write('slow-slab'), { ok: true, data: { word: 'slow-slab', run: 1 } });
  assert.equal(applied.get('slow-slab'), 1, 'the write ran once');
  const reused = await write('other-slab');
  assert.equal(reused.ok, false);
  if (!reused.ok) assert.equal(reused.error.code, 'IDEMPOTENCY_KEY_REUSED');
  assert.equal(applied.get('other-slab'), undefined);
  assert.deepEqual(await write('slow-slab', `key-${run}-2`), { ok: true, data: { word: 'slow-slab', run: 2 } }, 'a new key is a new write');
  const otherUser = await requester.request(countTopic, { auth: { ...auth, userId: 'u2' }, data: { word: 'slow-slab' }, idempotencyKey: key }, { timeoutMs: 10_000 });
  assert.deepEqual(otherUser, { ok: true, data: { word: 'slow-slab', run: 3 } }, 'keys are per user: another user\'s key never answers with this one\'s result');
});
