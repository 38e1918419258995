import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conditionalReplyValue, etagOf, taggedJsonOf, unchangingReply } from './conditional-reply';

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

test('data marked unchanging is written once and answered again by the same bytes and etag', () => {
  const data = unchangingReply({ tasks: [{ id: 't1', name: 'Pour slab' }] });
  const first = conditionalReplyValue({ ok: true, data }, '');
  const { etag: kept } = parsed(first);
  assert.equal(kept, etagOf(JSON.stringify(data)));
  // Changed in place against the promise: the bytes answered are still the first ones, so they were not written again.
  data.tasks[0]!.name = 'Pour slab again';
  assert.equal(conditionalReplyValue({ ok: true, data }, ''), first);
  assert.deepEqual(JSON.parse(conditionalReplyValue({ ok: true, data }, kept)), { ok: true, notModified: true, etag: kept });
});

test('data not marked unchanging is written anew each time, so a change in place is answered', () => {
  const data = { tasks: [{ id: 't1', name: 'Pour slab' }] };
  const before = parsed(conditionalReplyValue({ ok: true, data }, '')).etag;
  data.tasks[0]!.name = 'Pour slab again';
  const after = parsed(conditionalReplyValue({ ok: true, data }, before!));
  assert.notEqual(after.etag, before);
  assert.deepEqual(after.data, data);
});

test('a reply written in full is read back as its etag and data text; anything else is not', () => {
  const written = conditionalReplyValue(reply, '');
  assert.deepEqual(taggedJsonOf(written), { ok: true, etag, json: JSON.stringify(reply.data) });
  assert.equal(taggedJsonOf(conditionalReplyValue(reply, etag)), null, 'not modified');
  assert.equal(taggedJsonOf(JSON.stringify({ ok: false, error: { code: 'X', message: 'x', status: 400 } })), null);
  assert.equal(taggedJsonOf('{"ok":true,"data":{}}'), null, 'untagged');
  assert.equal(taggedJsonOf('{"ok":true,"etag":"\\"x,"data":{}}'), null, 'a broken etag');
});
