import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../domain-error';
import { BinaryReply } from '../http/gateway-route';
import { localRequest, memberSession, recordingServices } from '../http/local-route.fixtures';
import { imagesRoutes } from './images.routes';

const file = Buffer.from('89504e47', 'hex');
const upload = imagesRoutes.imageUpload.target.handle;

test('a member uploads for the session company', async () => {
  const { services, calls } = recordingServices();
  await upload(localRequest({ grant: memberSession, file }), services);
  assert.deepEqual(calls, [{ call: 'images.upload', args: [{ kind: 'member', companyId: 'company-a', userId: 'user-1' }, file] }]);
});

test('without a session the mailed link token opens the upload, for the company the onboarding made', async () => {
  const record = { _id: 'token-id', companyId: null, data: { companyId: 'company-new' } };
  const { services, calls } = recordingServices({ 'linkTokens.open': record });
  await upload(localRequest({ file, headers: { 'x-link-token': 'mailed-token' } }), services);
  assert.deepEqual(calls, [
    { call: 'linkTokens.open', args: ['mailed-token', ['onboarding', 'register', 'invitation', 'signup']] },
    { call: 'images.upload', args: [{ kind: 'link', linkTokenId: 'token-id', companyId: 'company-new' }, file] },
  ]);
});

test('an upload without a file, or without a session or link token, is refused before anything is stored', async () => {
  const { services, calls } = recordingServices();
  await assert.rejects(upload(localRequest({ grant: memberSession }), services), (error: unknown) => error instanceof DomainError && error.code === 'VALIDATION_FAILED');
  await assert.rejects(upload(localRequest({ file }), services), (error: unknown) => error instanceof DomainError && error.code === 'UNAUTHENTICATED');
  assert.deepEqual(calls, []);
});

test('an image behind a signed link is answered as bytes, cached privately while the link lives', async () => {
  const imageId = '0123456789abcdef01234567';
  const { services, calls } = recordingServices({ 'images.linkedContent': { contentType: 'image/png', data: file, secondsLeft: 3600 } });
  const reply = await imagesRoutes.imageGet.target.handle(localRequest({ params: { imageId }, query: { expires: '1767225600', signature: 'sig' } }), services);
  assert.deepEqual(calls, [{ call: 'images.linkedContent', args: [imageId, '1767225600', 'sig'] }]);
  assert.ok(reply instanceof BinaryReply);
  assert.equal(reply.contentType, 'image/png');
  assert.equal(reply.content, file);
  assert.deepEqual(reply.headers, {
    'Cache-Control': 'private, max-age=3600, immutable',
    ETag: `"${imageId}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
});
