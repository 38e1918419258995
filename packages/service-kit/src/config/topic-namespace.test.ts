import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bareTopic, namespacedTopic, topicNamespace } from './topic-namespace';

test('without a namespace topics are used as contracts name them', () => {
  assert.equal(topicNamespace({}), '');
  assert.equal(namespacedTopic('projects.projects.list', {}), 'projects.projects.list');
  assert.equal(bareTopic('projects.projects.list', {}), 'projects.projects.list');
});

test('a namespace prefixes every topic and is taken off again for handler lookup', () => {
  const env = { TENON_TOPIC_NAMESPACE: 'it-3f9a' };
  assert.equal(namespacedTopic('projects.projects.list.reply', env), 'it-3f9a.projects.projects.list.reply');
  assert.equal(bareTopic('it-3f9a.projects.project.created.v1', env), 'projects.project.created.v1');
  assert.equal(bareTopic('projects.projects.list', env), 'projects.projects.list');
});
