import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOOKAHEAD_MESSAGES } from './lookahead-messages';
import { LOOKAHEAD_REPORT_MESSAGES } from './lookahead-report-messages';

test('every report and mode message has an English and a Spanish text, and none hides a plan message', () => {
  assert.deepEqual(Object.keys(LOOKAHEAD_REPORT_MESSAGES.es).sort(), Object.keys(LOOKAHEAD_REPORT_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(LOOKAHEAD_REPORT_MESSAGES.en), ...Object.entries(LOOKAHEAD_REPORT_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
  for (const key of Object.keys(LOOKAHEAD_REPORT_MESSAGES.en)) assert.ok(!(key in LOOKAHEAD_MESSAGES.en), `${key} is already a plan message`);
});
