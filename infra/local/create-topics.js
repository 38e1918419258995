'use strict';
// Creates every Kafka topic declared in @tenon/contracts; topics that already exist are left alone.
// Usage: node infra/local/create-topics.js   (KAFKA_BROKERS or KAFKA_PORT pick the broker;
// TENON_TOPIC_NAMESPACE=<ns> creates `<ns>.<topic>` instead)
// Also exports waitForKafka() and createAllTopics() for integration tests.

const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

function loadKafkajs() {
  try {
    return require('kafkajs');
  } catch {
    throw new Error(`kafkajs is not installed in ${ROOT}/node_modules; run npm install at the repository root`);
  }
}

function loadTopicSpecs() {
  let contracts;
  try {
    contracts = require('@tenon/contracts');
  } catch {
    const built = path.join(ROOT, 'packages', 'contracts', 'dist', 'index.js');
    try {
      contracts = require(built);
    } catch {
      throw new Error(`@tenon/contracts is not built (${built} missing); run: npx tsc -b packages/contracts`);
    }
  }
  if (typeof contracts.allKafkaTopics !== 'function') {
    throw new Error('@tenon/contracts does not export allKafkaTopics(); rebuild it: npx tsc -b packages/contracts');
  }
  // TENON_TOPIC_NAMESPACE (as service-kit reads it) gives an integration run topics of its own.
  const namespace = (process.env.TENON_TOPIC_NAMESPACE || '').trim();
  const specs = contracts.allKafkaTopics();
  return namespace === '' ? specs : specs.map((spec) => ({ ...spec, topic: `${namespace}.${spec.topic}` }));
}

function kafkaBrokers() {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS.split(',').map((broker) => broker.trim());
  return [`127.0.0.1:${process.env.KAFKA_PORT || '9092'}`];
}

function createKafka(clientId) {
  const { Kafka, logLevel } = loadKafkajs();
  return new Kafka({
    clientId,
    brokers: kafkaBrokers(),
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 100, retries: 3 },
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the broker answers metadata requests; rejects with the last error after timeoutMs. */
async function waitForKafka({ timeoutMs = 60000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    const admin = createKafka('tenon-infra-wait').admin();
    try {
      await admin.connect();
      await admin.listTopics();
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await admin.disconnect().catch(() => {});
    }
    await sleep(intervalMs);
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`Kafka at ${kafkaBrokers().join(',')} not ready after ${timeoutMs} ms: ${reason}`);
}

// kafkajs wraps the broker error once its own retries run out.
function isUnknownTopic(error) {
  for (let current = error; current; current = current.originalError || current.cause) {
    if (current.type === 'UNKNOWN_TOPIC_OR_PARTITION') return true;
  }
  return false;
}

// kafkajs' own waitForLeaders gives up when a just-created topic is briefly unknown to the broker's metadata
// (UNKNOWN_TOPIC_OR_PARTITION right after creation on a fresh KRaft node), so poll until every partition has a leader.
async function waitForLeaders(admin, topics, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const metadata = await admin.fetchTopicMetadata({ topics });
      const leaderless = metadata.topics.filter((topic) => topic.partitions.some((partition) => partition.leader < 0));
      if (leaderless.length === 0) return;
    } catch (error) {
      if (!isUnknownTopic(error)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`topics without partition leaders after ${timeoutMs} ms: ${topics.join(', ')}`);
    await sleep(200);
  }
}

// Existing topics are never altered (fewer partitions is impossible, more reshuffles keys): say so instead.
async function warnAboutPartitionDrift(admin, existingSpecs) {
  if (existingSpecs.length === 0) return;
  const { topics } = await admin.fetchTopicMetadata({ topics: existingSpecs.map((spec) => spec.topic) });
  const partitionsByTopic = new Map(topics.map((topic) => [topic.name, topic.partitions.length]));
  for (const spec of existingSpecs) {
    const actual = partitionsByTopic.get(spec.topic);
    if (actual !== spec.numPartitions) {
      console.warn(`[infra] warning: topic ${spec.topic} has ${actual} partitions, contracts declare ${spec.numPartitions}`);
    }
  }
}

/** Creates the missing topics; returns the names it created. */
async function createAllTopics(specs = loadTopicSpecs()) {
  const admin = createKafka('tenon-infra-topics').admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = specs.filter((spec) => !existing.has(spec.topic));
    await warnAboutPartitionDrift(admin, specs.filter((spec) => existing.has(spec.topic)));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((spec) => ({
          topic: spec.topic,
          numPartitions: spec.numPartitions,
          replicationFactor: 1,
          configEntries: [{ name: 'max.message.bytes', value: String(MAX_MESSAGE_BYTES) }],
        })),
      });
    }
    // A restarted broker lists its topics before it serves their partitions again: wait for every leader, not only the new ones.
    await waitForLeaders(admin, specs.map((spec) => spec.topic));
    return missing.map((spec) => spec.topic);
  } finally {
    await admin.disconnect();
  }
}

async function main() {
  const specs = loadTopicSpecs();
  await waitForKafka();
  const created = await createAllTopics(specs);
  console.log(`[infra] kafka topics: ${specs.length} declared, ${created.length} created`);
}

module.exports = { waitForKafka, createAllTopics, loadTopicSpecs, kafkaBrokers, MAX_MESSAGE_BYTES };

if (require.main === module) {
  main().catch((error) => {
    console.error(`[infra] ERROR: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
