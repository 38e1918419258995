'use strict';
// Runs against the local Kafka started by infra/local/start.sh:  node --test infra/local/
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { randomUUID } = require('node:crypto');
const { Kafka, logLevel } = require('kafkajs');
const { createAllTopics, waitForKafka, kafkaBrokers, MAX_MESSAGE_BYTES } = require('./create-topics');

test('creates missing topics with their partitions and size limit, and leaves existing ones alone', { timeout: 60000 }, async () => {
  await waitForKafka({ timeoutMs: 30000 });
  const runId = randomUUID();
  const specs = [
    { topic: `infra.topics-test.${runId}.request`, numPartitions: 3 },
    { topic: `infra.topics-test.${runId}.event`, numPartitions: 6 },
  ];
  const admin = new Kafka({ clientId: 'tenon-infra-topics-test', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    assert.deepEqual(await createAllTopics(specs), specs.map((spec) => spec.topic));
    assert.deepEqual(await createAllTopics(specs), []);

    const { topics } = await admin.fetchTopicMetadata({ topics: specs.map((spec) => spec.topic) });
    const partitions = Object.fromEntries(topics.map((topic) => [topic.name, topic.partitions.length]));
    assert.deepEqual(partitions, { [specs[0].topic]: 3, [specs[1].topic]: 6 });

    const { resources } = await admin.describeConfigs({
      includeSynonyms: false,
      resources: specs.map((spec) => ({ type: 2, name: spec.topic, configNames: ['max.message.bytes'] })),
    });
    for (const resource of resources) {
      assert.equal(resource.configEntries[0].configValue, String(MAX_MESSAGE_BYTES), resource.resourceName);
    }
  } finally {
    await admin.deleteTopics({ topics: specs.map((spec) => spec.topic) }).catch(() => {});
    await admin.disconnect();
  }
});

test('waitForKafka gives up with a clear error when no broker answers', { timeout: 30000 }, async () => {
  const previous = process.env.KAFKA_BROKERS;
  process.env.KAFKA_BROKERS = '127.0.0.1:1';
  try {
    await assert.rejects(waitForKafka({ timeoutMs: 1500, intervalMs: 200 }), /Kafka at 127\.0\.0\.1:1 not ready after 1500 ms/);
  } finally {
    if (previous === undefined) delete process.env.KAFKA_BROKERS;
    else process.env.KAFKA_BROKERS = previous;
  }
});
