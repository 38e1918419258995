import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import type { ServiceReply } from '@tenon/contracts';
import { ServiceError } from '../errors/service-error';
import { answerRequest } from './request-handler';
import { currentRequestId } from '../logging/request-context';
import { setProcessLogger } from '../logging/process-logger';
import { createLogger } from '../logging/logger';

setProcessLogger(createLogger('test', 'silent'));

const auth = { userId: 'u1', companyId: 'c1', role: 'planner', sessionId: 's1' } as const;
const schema = z.object({ scheduleId: z.string().min(1) });
const context = (requestId: string) => ({ getMessage: () => ({ headers: { 'x-request-id': requestId } }) });

function errorOf(reply: ServiceReply<unknown>) {
  assert.equal(reply.ok, false);
  if (reply.ok) throw new Error('expected an error reply');
  return reply.error;
}

test('valid request runs the rule and replies ok with its result', async () => {
  const reply = await answerRequest(schema, { auth, data: { scheduleId: 'sch-1' } }, context('r-1'), (request) => ({
    echoed: request.data.scheduleId,
    company: request.auth.companyId,
  }));
  assert.deepEqual(reply, { ok: true, data: { echoed: 'sch-1', company: 'c1' } });
});

test('invalid data replies VALIDATION_FAILED 400 with the failing path and never runs the rule', async () => {
  let ran = false;
  const reply = await answerRequest(schema, { auth, data: { scheduleId: '' } }, undefined, () => {
    ran = true;
  });
  const error = errorOf(reply);
  assert.equal(error.code, 'VALIDATION_FAILED');
  assert.equal(error.status, 400);
  assert.deepEqual((error.details as { path: string }[]).map((d) => d.path), ['data.scheduleId']);
  assert.equal(ran, false);
});

test('a request without auth is refused', async () => {
  const error = errorOf(await answerRequest(schema, { data: { scheduleId: 'x' } }, undefined, () => 'never'));
  assert.equal(error.code, 'VALIDATION_FAILED');
});

test('a ServiceError passes through with its code, message and status', async () => {
  const reply = await answerRequest(schema, { auth, data: { scheduleId: 's' } }, undefined, () => {
    throw new ServiceError('NOT_A_MEMBER', 'You are not a member of this project', 403);
  });
  assert.deepEqual(errorOf(reply), { code: 'NOT_A_MEMBER', message: 'You are not a member of this project', status: 403 });
});

test('an unexpected error becomes INTERNAL 500 without leaking its message', async () => {
  const reply = await answerRequest(schema, { auth, data: { scheduleId: 's' } }, undefined, () => Promise.reject(new TypeError('cannot read properties of undefined (secret detail)')));
  const error = errorOf(reply);
  assert.equal(error.code, 'INTERNAL');
  assert.equal(error.status, 500);
  assert.doesNotMatch(error.message, /secret/);
});

test('the rule runs inside the request id taken from the Kafka headers', async () => {
  const reply = await answerRequest(schema, { auth, data: { scheduleId: 's' } }, context('req-42'), () => currentRequestId());
  assert.deepEqual(reply, { ok: true, data: 'req-42' });
});

test('a request whose caller stopped waiting is not acted on', async () => {
  let ran = false;
  const expired = { getMessage: () => ({ headers: { 'x-request-deadline': String(Date.now() - 1) } }) };
  const error = errorOf(
    await answerRequest(schema, { auth, data: { scheduleId: 's' } }, expired, () => {
      ran = true;
    }),
  );
  assert.equal(error.code, 'SERVICE_UNAVAILABLE');
  assert.equal(ran, false);
  const current = { getMessage: () => ({ headers: { 'x-request-deadline': String(Date.now() + 60_000) } }) };
  assert.deepEqual(await answerRequest(schema, { auth, data: { scheduleId: 's' } }, current, () => 'done'), { ok: true, data: 'done' });
});
