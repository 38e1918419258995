import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cncErrorCodes, cncPriorities, cncStatuses, defaultCncTypes } from '@tenon/contracts';
import { CNC_MESSAGES } from '../../i18n/weekly-messages';
import { CNC_ERROR_KEYS } from './cnc-error-keys';

test('every CNC message has an English and a Spanish text', () => {
  assert.deepEqual(Object.keys(CNC_MESSAGES.es).sort(), Object.keys(CNC_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(CNC_MESSAGES.en), ...Object.entries(CNC_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
});

test("every CNC error code, status, priority and default type has a message, and the removal the spec's key", () => {
  const keys: string[] = ['succesfully_removed_cnc', 'non_permission_access', 'access_denied'];
  for (const code of cncErrorCodes) {
    const key = CNC_ERROR_KEYS[code];
    if (key === undefined) assert.fail(`${code} has no message key`);
    keys.push(key);
  }
  keys.push(...cncStatuses.map((status) => `status_${status}`), ...cncPriorities.map((priority) => `priority_${priority}`));
  keys.push(...defaultCncTypes.map((type) => `cnc_type_${type.key}`));
  for (const key of keys) assert.ok(key in CNC_MESSAGES.en, key);
});
