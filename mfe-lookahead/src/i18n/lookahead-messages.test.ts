import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOOKAHEAD_MESSAGES } from './lookahead-messages';

test('every lookahead message has an English and a Spanish text', () => {
  assert.deepEqual(Object.keys(LOOKAHEAD_MESSAGES.es).sort(), Object.keys(LOOKAHEAD_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(LOOKAHEAD_MESSAGES.en), ...Object.entries(LOOKAHEAD_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
});

test("the plan's error codes and lean statuses all have messages", () => {
  const keys = ['error_version_conflict', 'error_task_restricted', 'error_restricted_by_roadblocks', 'error_outside_subcontract', 'error_no_permission', 'error_validation', 'error_not_found', 'error_save_failed', 'no_find_tasks'];
  for (const status of ['Restricted', 'Debit', 'Can', 'Will', 'Committed']) keys.push(`lean_${status}`);
  for (const unfit of ['start', 'end', 'both']) keys.push(`${unfit}_unfit`);
  for (const key of keys) assert.ok(key in LOOKAHEAD_MESSAGES.en, key);
});
