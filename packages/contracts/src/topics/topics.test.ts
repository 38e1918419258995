import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allKafkaTopics } from './index';

test('every request topic has its reply twin and no topic is listed twice', () => {
  const topics = allKafkaTopics().map((t) => t.topic);
  assert.equal(new Set(topics).size, topics.length);
  for (const topic of topics.filter((t) => !t.endsWith('.reply') && !/\.v\d+$/.test(t))) {
    assert.ok(topics.includes(`${topic}.reply`), `${topic} has no reply topic`);
  }
});

test('event topics are versioned', () => {
  const events = allKafkaTopics().filter((t) => t.numPartitions === 6);
  assert.ok(events.length > 0);
  for (const e of events) assert.match(e.topic, /\.v\d+$/);
});
