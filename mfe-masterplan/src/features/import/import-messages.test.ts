import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IMPORT_ERROR_CODES, IMPORT_MESSAGE_KEYS } from './import-messages';

test('every importer text is in English and Spanish, and every code it names has a message', () => {
  assert.deepEqual([...IMPORT_MESSAGE_KEYS.es].sort(), [...IMPORT_MESSAGE_KEYS.en].sort());
  for (const code of IMPORT_ERROR_CODES) assert.ok(IMPORT_MESSAGE_KEYS.en.includes(`import_error_${code}`), code);
});
