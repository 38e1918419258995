import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TAKT_MESSAGES } from './takt-messages';

test('every takt message has an English and a Spanish text', () => {
  assert.deepEqual(Object.keys(TAKT_MESSAGES.es).sort(), Object.keys(TAKT_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(TAKT_MESSAGES.en), ...Object.entries(TAKT_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
});

test('every structure type, node kind and takt error the page maps has its message', () => {
  const keys = ['error_node_unknown', 'error_reorder', 'error_automatic_tall_building', 'disabled_title', 'no_permission', 'error_generic'];
  for (const type of ['tall_building', 'homes', 'road', 'tunnel', 'other']) keys.push(`type_${type}`);
  for (const kind of ['structure', 'location', 'unit']) keys.push(`kind_${kind}`, `delete_${kind}_title`);
  for (const key of keys) assert.ok(key in TAKT_MESSAGES.en, key);
});
