import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CALENDAR_MESSAGES } from './calendar-messages';

test('every calendar message is in English and Spanish', () => {
  assert.deepEqual(Object.keys(CALENDAR_MESSAGES.es).sort(), Object.keys(CALENDAR_MESSAGES.en).sort());
  for (const [key, text] of Object.entries(CALENDAR_MESSAGES.es)) assert.ok(text.trim() !== '', key);
});
