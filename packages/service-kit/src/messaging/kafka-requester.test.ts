import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ServiceError, ServiceUnavailableError } from '../errors/service-error';
import { conditionalReplyValue } from './conditional-reply';
import { KafkaRequester } from './kafka-requester';
import { CORRELATION_ID_HEADER, type IncomingReply, type OutgoingRequest, type RequestTransport } from './request-transport';

/** Unit-test stand-in for Kafka: records requests and lets the test answer them. */
class FakeTransport implements RequestTransport {
  readonly replyTopic = 'gateway.replies';
  readonly sent: OutgoingRequest[] = [];
  private onReply: ((reply: IncomingReply) => void) | undefined;
  failSends = false;
  start(onReply: (reply: IncomingReply) => void) {
    this.onReply = onReply;
    return Promise.resolve();
  }
  send(request: OutgoingRequest) {
    if (this.failSends) return Promise.reject(new Error('broker gone'));
    this.sent.push(request);
    return Promise.resolve();
  }
  stop() {
    this.onReply = undefined;
    return Promise.resolve();
  }
  answer(request: OutgoingRequest, value: unknown) {
    this.answerText(request, JSON.stringify(value));
  }
  answerText(request: OutgoingRequest, value: string) {
    this.onReply?.({ headers: { [CORRELATION_ID_HEADER]: request.headers[CORRELATION_ID_HEADER] }, value });
  }
}

const auth = { userId: 'u', companyId: 'c', role: 'admin', sessionId: 's' } as const;
const schedule = { projectId: 'p', scheduleId: 's' };
const window = { ...schedule, start: '2026-11-23', weeks: 4 };

async function started(timeoutMs = 5000) {
  const transport = new FakeTransport();
  const requester = new KafkaRequester(transport, timeoutMs);
  await requester.start();
  return { transport, requester };
}

test('a reply with the matching correlation id resolves the request', async () => {
  const { transport, requester } = await started();
  const pending = requester.request('projects.projects.list', { auth, data: {} }, { requestId: 'rq-1' });
  const sent = transport.sent[0];
  assert.ok(sent);
  assert.equal(sent.headers.kafka_replyTopic, 'gateway.replies');
  assert.equal(sent.headers['x-request-id'], 'rq-1');
  const deadline = Number(sent.headers['x-request-deadline']);
  assert.ok(deadline > Date.now() + 4000 && deadline <= Date.now() + 5000, `deadline ${deadline}`);
  assert.deepEqual(JSON.parse(sent.value), { auth, data: {} });
  transport.answer(sent, { ok: true, data: { projects: [] } });
  assert.deepEqual(await pending, { ok: true, data: { projects: [] } });
  assert.equal(requester.inFlight, 0);
});

test('no reply within the timeout rejects with ServiceUnavailableError, on time', async () => {
  const { requester } = await started(5000);
  const began = Date.now();
  await assert.rejects(requester.request('takt.overview.get', { auth, data: schedule }, { timeoutMs: 120 }), (error: unknown) => {
    assert.ok(error instanceof ServiceUnavailableError);
    assert.equal(error.status, 503);
    assert.equal(error.code, 'SERVICE_UNAVAILABLE');
    return true;
  });
  const elapsed = Date.now() - began;
  assert.ok(elapsed >= 110 && elapsed < 1000, `took ${elapsed} ms`);
  assert.equal(requester.inFlight, 0);
});

test('a late reply after the timeout is ignored', async () => {
  const { transport, requester } = await started();
  await assert.rejects(requester.request('weekly.overview.get', { auth, data: schedule }, { timeoutMs: 20 }), ServiceUnavailableError);
  const sent = transport.sent[0];
  assert.ok(sent);
  assert.doesNotThrow(() => transport.answer(sent, { ok: true, data: 1 }));
});

test('a failing send and a stopped client are unavailability, not hangs', async () => {
  const { transport, requester } = await started();
  transport.failSends = true;
  await assert.rejects(requester.request('lookahead.overview.get', { auth, data: schedule }), /send failed: broker gone/);
  transport.failSends = false;
  const pending = requester.request('lookahead.overview.get', { auth, data: schedule });
  await requester.stop();
  await assert.rejects(pending, ServiceUnavailableError);
  await assert.rejects(requester.request('lookahead.overview.get', { auth, data: schedule }), ServiceUnavailableError);
});

test('call() rethrows the remote coded error', async () => {
  const { transport, requester } = await started();
  const pending = requester.call('projects.access.check', auth, { projectId: 'p' });
  const sent = transport.sent[0];
  assert.ok(sent);
  transport.answer(sent, { ok: false, error: { code: 'WRONG_COMPANY', message: 'other company', status: 403 } });
  await assert.rejects(pending, (error: unknown) => error instanceof ServiceError && error.code === 'WRONG_COMPANY' && error.status === 403);
});

test('a reply of unknown shape becomes INTERNAL instead of crashing the consumer', async () => {
  const { transport, requester } = await started();
  const pending = requester.request('projects.projects.list', { auth, data: {} });
  const sent = transport.sent[0];
  assert.ok(sent);
  transport.answer(sent, { projects: [] });
  const reply = await pending;
  assert.equal(reply.ok, false);
  if (!reply.ok) assert.equal(reply.error.code, 'INTERNAL');
});

test('a conditional read answered in full gives its etag and the data as the service wrote it, unparsed', async () => {
  const { transport, requester } = await started();
  const data = { tasks: [{ id: 't1', name: 'Pour "slab", level 2' }], note: ',"data":' };
  const pending = requester.requestConditional('lookahead.tasks.window', { auth, data: window }, '');
  const sent = transport.sent[0]!;
  assert.equal(sent.headers['x-if-none-match'], '');
  const written = conditionalReplyValue({ ok: true, data }, '');
  transport.answerText(sent, written);
  const reply = await pending;
  assert.ok(reply.ok && 'json' in reply);
  assert.equal(reply.etag, (JSON.parse(written) as { etag: string }).etag);
  assert.deepEqual(JSON.parse(reply.json), data);
});

test('a conditional read refused, or answered not modified, is parsed as before; a plain read is never left unparsed', async () => {
  const { transport, requester } = await started();
  const refused = requester.requestConditional('lookahead.tasks.window', { auth, data: window }, '"abc"');
  transport.answer(transport.sent[0]!, { ok: false, error: { code: 'FORBIDDEN', message: 'No', status: 403 } });
  assert.deepEqual(await refused, { ok: false, error: { code: 'FORBIDDEN', message: 'No', status: 403 } });
  const held = requester.requestConditional('lookahead.tasks.window', { auth, data: window }, '"abc"');
  transport.answer(transport.sent[1]!, { ok: true, notModified: true, etag: '"abc"' });
  assert.deepEqual(await held, { ok: true, notModified: true, etag: '"abc"' });
  const plain = requester.request('lookahead.tasks.window', { auth, data: window });
  transport.answerText(transport.sent[2]!, conditionalReplyValue({ ok: true, data: { tasks: [] } }, ''));
  const reply = await plain;
  assert.ok(reply.ok);
  assert.deepEqual(reply.data, { tasks: [] });
});
