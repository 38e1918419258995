import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXPORT_MESSAGES } from './export-messages';

test('every export message is in English and Spanish', () => {
  assert.deepEqual(Object.keys(EXPORT_MESSAGES.es).sort(), Object.keys(EXPORT_MESSAGES.en).sort());
  for (const [key, text] of Object.entries(EXPORT_MESSAGES.es)) assert.ok(text.trim() !== '', key);
});
