'use strict';
// Smoke test of the running local infrastructure (run infra/local/start.sh first):
//   node --test infra/local/smoke.test.js
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const net = require('node:net');
const { MongoClient } = require('mongodb');
const { Kafka, logLevel } = require('kafkajs');
const { createAllTopics, waitForKafka, loadTopicSpecs, kafkaBrokers, MAX_MESSAGE_BYTES } = require('./create-topics');

const MONGODB_PORT = process.env.MONGODB_PORT || '27017';
const REDIS_PORT = process.env.REDIS_PORT || '6379';
const SMTP_PORT = Number(process.env.SMTP_PORT || '1025');
const MAILDEV_WEB_PORT = process.env.MAILDEV_WEB_PORT || '1080';
const runId = randomUUID();

/** A client of the smoke database for one test: `work` gets the database, and the client is closed after it. */
async function withSmokeDatabase(work) {
  const client = new MongoClient(`mongodb://127.0.0.1:${MONGODB_PORT}/tenon_infra_smoke`, {
    serverSelectionTimeoutMS: 5000,
  });
  await client.connect();
  try {
    await work(client.db());
  } finally {
    await client.close();
  }
}

test('FerretDB answers ping and stores and finds a document', { timeout: 45000 }, () =>
  withSmokeDatabase(async (db) => {
    assert.deepEqual(await db.command({ ping: 1 }), { ok: 1 });
    const activities = db.collection('activities');
    await activities.insertOne({ runId, name: 'Pour slab level 2', durationDays: 3 });
    const found = await activities.findOne({ runId }, { projection: { _id: 0 } });
    assert.deepEqual(found, { runId, name: 'Pour slab level 2', durationDays: 3 });
    await activities.deleteMany({ runId });
    assert.equal(await activities.countDocuments({ runId }), 0);
  }));

// The patched FerretDB (infra/local/ferretdb): a filter naming _id (with other fields, or as $in) reads through the
// _id index, and an update command of more updates than the connection pool (100) holds completes.
test('FerretDB reads by _id through its index and applies a command of 150 updates', { timeout: 45000 }, () =>
  withSmokeDatabase(async (db) => {
    const rows = db.collection(`rows_${runId.slice(0, 8)}`);
    const ids = Array.from({ length: 150 }, (_, index) => `${runId}-${index}`);
    await rows.insertMany(ids.map((id) => ({ _id: id, companyId: 'c1', progress: 0 })));
    const plan = await db.command({ explain: { find: rows.collectionName, filter: { _id: { $in: ids.slice(0, 2) }, companyId: 'c1' } } });
    assert.equal(plan.filterPushdown, true);
    assert.match(JSON.stringify(plan.queryPlanner), /USING INDEX \S+__id_/);
    const updated = await rows.bulkWrite(ids.map((id) => ({ updateOne: { filter: { _id: id, companyId: 'c1' }, update: { $set: { progress: 50 } } } })));
    assert.equal(updated.modifiedCount, 150);
    assert.equal(await rows.countDocuments({ progress: 50 }), 150);
    // The other fields of the filter still apply to what the index found.
    assert.equal((await rows.find({ _id: { $in: ids.slice(0, 3) }, companyId: 'c2' }).toArray()).length, 0);
    await rows.drop();
  }));

// Filters on strings are narrowed in SQLite (infra/local/ferretdb): every document MongoDB would match still comes back,
// arrays by their elements and strings that JSON escapes included.
test('FerretDB narrows filters on strings without losing a match', { timeout: 45000 }, () =>
  withSmokeDatabase(async (db) => {
    const rows = db.collection(`strings_${runId.slice(0, 8)}`);
    const odd = 'Level <2> & "east" wing, fa\u00e7ade \u2028 \\ end';
    await rows.insertMany([
      { n: 1, k: odd, p: 'x' },
      { n: 2, k: ['other', odd], p: 'x' },
      { n: 3, k: 'other', p: 'x' },
      { n: 4, k: odd, p: 'y' },
      { n: 5, p: 'x' },
      { n: 6, k: 7, p: 'x' },
    ]);
    const numbers = async (filter) => (await rows.find(filter).sort({ n: 1 }).toArray()).map((row) => row.n);
    assert.deepEqual(await numbers({ k: odd }), [1, 2, 4]);
    assert.deepEqual(await numbers({ k: odd, p: 'x' }), [1, 2]);
    assert.deepEqual(await numbers({ k: { $in: ['none', odd] }, p: { $in: ['x'] } }), [1, 2]);
    assert.deepEqual(await numbers({ k: 'other' }), [2, 3]);
    assert.deepEqual(await numbers({ p: 'x', k: { $ne: odd } }), [3, 5, 6]);
    assert.equal(await rows.countDocuments({ p: 'y' }), 1);
    const plan = await db.command({ explain: { find: rows.collectionName, filter: { k: odd, p: 'x' } } });
    assert.equal(plan.filterPushdown, true);
    // An upsert finds the document whose array holds the value: no second document.
    await rows.updateOne({ k: 'other', p: 'x', n: 2 }, { $set: { seen: true } }, { upsert: true });
    assert.equal(await rows.countDocuments({ n: 2 }), 1);
    assert.equal((await rows.deleteMany({ k: odd, p: 'x' })).deletedCount, 2);
    await rows.drop();
  }));

test('FerretDB seeks an index on several string fields and still finds arrays in any of them', { timeout: 45000 }, () =>
  withSmokeDatabase(async (db) => {
    const rows = db.collection(`fields_${runId.slice(0, 8)}`);
    await rows.createIndex({ c: 1, s: 1, a: 1 });
    await rows.insertMany([
      { n: 1, c: 'co', s: 's1', a: 'a1', t: 'x' },
      { n: 2, c: 'co', s: ['s0', 's1'], a: 'a2', t: 'x' },
      { n: 3, c: ['co'], s: 's1', a: 'a3', t: 'x' },
      { n: 4, c: ['other', 'co'], s: ['s1'], a: ['a4'], t: ['x'] },
      { n: 5, c: 'co', s: 's2', a: 'a1', t: 'x' },
      { n: 6, c: 'other', s: 's1', a: 'a1', t: 'x' },
      { n: 7, c: 'co', s: 's1', a: 'a1', t: 'y' },
    ]);
    const numbers = async (filter) => (await rows.find(filter).sort({ n: 1 }).toArray()).map((row) => row.n);
    assert.deepEqual(await numbers({ c: 'co', s: 's1' }), [1, 2, 3, 4, 7]);
    assert.deepEqual(await numbers({ c: 'co', s: { $in: ['s1', 's2'] } }), [1, 2, 3, 4, 5, 7]);
    assert.deepEqual(await numbers({ c: 'co', s: 's1', a: { $in: ['a1', 'a4'] } }), [1, 4, 7]);
    // A fourth field is tested beside the alternatives of the first three.
    assert.deepEqual(await numbers({ c: 'co', s: 's1', a: { $in: ['a1', 'a4'] }, t: 'x' }), [1, 4]);
    const plan = await db.command({ explain: { find: rows.collectionName, filter: { c: 'co', s: 's1' } } });
    const steps = JSON.stringify(plan.queryPlanner?.Plan ?? plan);
    assert.match(steps, /USING INDEX \S+ \(<expr>=\? AND <expr>=\?\)/, `the index is sought on both fields: ${steps}`);
    await rows.drop();
  }));

test('Kafka has every contract topic with its partitions and message size', { timeout: 45000 }, async () => {
  await waitForKafka({ timeoutMs: 30000 });
  const admin = new Kafka({ clientId: 'tenon-infra-smoke', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const specs = loadTopicSpecs();
    assert.ok(specs.length > 0);
    const existing = new Set(await admin.listTopics());
    const missing = specs.map((spec) => spec.topic).filter((topic) => !existing.has(topic));
    assert.deepEqual(missing, [], 'topics missing; run infra/local/start.sh or node infra/local/create-topics.js');
    const { topics } = await admin.fetchTopicMetadata({ topics: specs.map((spec) => spec.topic) });
    const partitionsByTopic = new Map(topics.map((topic) => [topic.name, topic.partitions.length]));
    for (const spec of specs) {
      assert.equal(partitionsByTopic.get(spec.topic), spec.numPartitions, spec.topic);
    }
    const configs = await admin.describeConfigs({
      includeSynonyms: false,
      resources: [{ type: 2, name: specs[0].topic, configNames: ['max.message.bytes'] }],
    });
    assert.equal(configs.resources[0].configEntries[0].configValue, String(MAX_MESSAGE_BYTES));
  } finally {
    await admin.disconnect();
  }
});

test('Kafka delivers a produced message to a consumer group', { timeout: 45000 }, async () => {
  const kafka = new Kafka({ clientId: 'tenon-infra-smoke', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING });
  const topic = `infra.smoke.${runId}`;
  const admin = kafka.admin();
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  const consumer = kafka.consumer({ groupId: `infra-smoke-${runId}`, maxWaitTimeInMs: 100 });
  await admin.connect();
  try {
    await createAllTopics([{ topic, numPartitions: 1 }]);
    await consumer.connect();
    await producer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    const received = new Promise((resolve) => {
      void consumer.run({ eachMessage: async ({ message }) => resolve(message) });
    });
    await producer.send({ topic, messages: [{ key: 'sector-1', value: JSON.stringify({ runId }) }] });
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('no message within 30 s')), 30000).unref());
    const message = await Promise.race([received, timeout]);
    assert.equal(message.key.toString(), 'sector-1');
    assert.deepEqual(JSON.parse(message.value.toString()), { runId });
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.disconnect();
  }
});

test('Redis answers PING, SET and GET', { timeout: 45000 }, () => {
  const redis = (...args) =>
    execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', REDIS_PORT, ...args], { encoding: 'utf8' }).trim();
  assert.equal(redis('PING'), 'PONG');
  const key = `infra:smoke:${runId}`;
  assert.equal(redis('SET', key, 'week-47', 'EX', '60'), 'OK');
  assert.equal(redis('GET', key), 'week-47');
  assert.equal(redis('DEL', key), '1');
});

/** Speaks just enough SMTP to hand one message to MailDev. */
function sendMail({ from, to, subject, text }) {
  const script = [
    'EHLO tenon.local',
    `MAIL FROM:<${from}>`,
    `RCPT TO:<${to}>`,
    'DATA',
    `From: <${from}>\r\nTo: <${to}>\r\nSubject: ${subject}\r\n\r\n${text}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(SMTP_PORT, '127.0.0.1');
    let buffer = '';
    let step = 0;
    socket.setEncoding('utf8');
    socket.setTimeout(10000, () => socket.destroy(new Error('SMTP timeout')));
    socket.on('error', reject);
    socket.on('close', () => (step === script.length ? resolve() : reject(new Error(`SMTP closed at step ${step}`))));
    socket.on('data', (chunk) => {
      buffer += chunk;
      // Replies end with "NNN text\r\n"; multi-line ones use "NNN-" until the last line.
      const lines = buffer.split('\r\n').filter(Boolean);
      const last = lines[lines.length - 1];
      if (!buffer.endsWith('\r\n') || !last || last[3] === '-') return;
      buffer = '';
      if (!/^[23]/.test(last)) return socket.destroy(new Error(`SMTP refused: ${last}`));
      if (step < script.length) socket.write(`${script[step++]}\r\n`);
    });
  });
}

test('MailDev receives an SMTP message and lists it over HTTP', { timeout: 45000 }, async () => {
  const subject = `Weekly plan ready ${runId}`;
  await sendMail({ from: 'planner@tenon.local', to: 'foreman@tenon.local', subject, text: 'Week 47 commitments.' });
  const base = `http://127.0.0.1:${MAILDEV_WEB_PORT}`;
  let email;
  for (let attempt = 0; attempt < 20 && !email; attempt++) {
    const emails = await (await fetch(`${base}/email`)).json();
    email = emails.find((candidate) => candidate.subject === subject);
    if (!email) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(email, 'message not listed by MailDev');
  assert.equal(email.to[0].address, 'foreman@tenon.local');
  assert.match(email.text, /Week 47 commitments\./);
  assert.equal((await fetch(`${base}/email/${email.id}`, { method: 'DELETE' })).status, 200);
});
