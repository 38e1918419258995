import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allKafkaTopics, callerReplyTopic } from './index';

test('every caller has its reply topic and no topic is listed twice', () => {
  const topics = allKafkaTopics().map((t) => t.topic);
  assert.equal(new Set(topics).size, topics.length);
  for (const caller of ['gateway', 'projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics']) {
    assert.ok(topics.includes(callerReplyTopic(caller)), `${caller} has no reply topic`);
  }
  assert.deepEqual(topics.filter((t) => t.endsWith('.reply')), [], 'no per-request reply twins are left');
});

test('event topics are versioned', () => {
  const events = allKafkaTopics().filter((t) => t.numPartitions === 6);
  assert.ok(events.length > 0);
  for (const e of events) assert.match(e.topic, /\.v\d+$/);
});
