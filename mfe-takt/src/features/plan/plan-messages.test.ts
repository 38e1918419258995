import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PLAN_ERROR_KEYS, PLAN_MESSAGES } from './plan-messages';
import { draftProblems } from './plan-model';

test('every plan message has an English and a Spanish text, and every mapped error and form problem has its message', () => {
  assert.deepEqual(Object.keys(PLAN_MESSAGES.es).sort(), Object.keys(PLAN_MESSAGES.en).sort());
  for (const [key, text] of [...Object.entries(PLAN_MESSAGES.en), ...Object.entries(PLAN_MESSAGES.es)]) assert.ok(text.trim().length > 0, key);
  const problems = draftProblems({ structureId: '', taktDays: 0, bufferPeriods: -1, start: '', wagonIds: [], shifts: {} });
  for (const key of [...Object.values(PLAN_ERROR_KEYS), ...problems]) assert.ok(key in PLAN_MESSAGES.en, key);
});
