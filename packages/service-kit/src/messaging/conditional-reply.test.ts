import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conditionalReplyValue, etagOf } from './conditional-reply';

const parsed = (value: string) => JSON.parse(value) as { ok: boolean; etag?: string; data?: unknown; notModified?: boolean };

const reply = { ok: true, data: { tasks: [{ id: 't1', name: 'Pour slab' }] } };
const etag = etagOf(JSON.stringify(reply.data));

test('a conditional read the caller holds nothing of is answered in full, with its etag', () => {
  const value = parsed(conditionalReplyValue(reply, ''));
  assert.deepEqual(value, { ok: true, etag, data: reply.data });
});

test('a conditional read whose bytes the caller holds is answered by their etag alone', () => {
  assert.deepEqual(JSON.parse(conditionalReplyValue(reply, etag)), { ok: true, notModified: true, etag });
  // As browsers send it: a list, or the weak form.
  assert.deepEqual(JSON.parse(conditionalReplyValue(reply, `"other", W/${etag}`)), { ok: true, notModified: true, etag });
});

test('data that changed by one character gets another etag and is sent whole', () => {
  const changed = { ok: true, data: { tasks: [{ id: 't1', name: 'Pour slab!' }] } };
  const value = parsed(conditionalReplyValue(changed, etag));
  assert.notEqual(value.etag, etag);
  assert.deepEqual(value.data, changed.data);
});

test('a refusal is never answered as not modified', () => {
  const refusal = { ok: false, error: { code: 'FORBIDDEN', message: 'No', status: 403 } };
  assert.deepEqual(JSON.parse(conditionalReplyValue(refusal, etag)), refusal);
});
