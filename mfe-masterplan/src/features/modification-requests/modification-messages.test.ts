import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MODIFICATION_MESSAGES, modificationErrorKey } from './modification-messages';

test('every modification request message is in English and Spanish, and every refusal has one', () => {
  assert.deepEqual(Object.keys(MODIFICATION_MESSAGES.es).sort(), Object.keys(MODIFICATION_MESSAGES.en).sort());
  for (const [key, text] of Object.entries(MODIFICATION_MESSAGES.es)) assert.ok(text.trim() !== '', key);
  for (const code of ['MODIFICATION_ALREADY_RESOLVED', 'SAVE_CONFLICT', 'MODIFICATION_NOT_APPLICABLE', 'MODIFICATION_ACTIVITY_GONE', 'NO_PERMISSION']) {
    assert.notEqual(modificationErrorKey(code), 'error_default', code);
  }
  assert.equal(modificationErrorKey('SOMETHING_ELSE'), 'error_default');
});
