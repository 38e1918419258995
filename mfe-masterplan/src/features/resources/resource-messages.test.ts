import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RESOURCE_MESSAGES } from './resource-messages';

test('every resources message is in English and Spanish', () => {
  assert.deepEqual(Object.keys(RESOURCE_MESSAGES.es).sort(), Object.keys(RESOURCE_MESSAGES.en).sort());
  for (const [key, text] of Object.entries(RESOURCE_MESSAGES.es)) assert.ok(text.trim() !== '', key);
});
