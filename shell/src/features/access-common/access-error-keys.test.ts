import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accessErrorMessageKeys, accessErrorStatus } from '@tenon/contracts';
// The real class from its source: the shell's unit tests run without the ui bundle.
import { ApiError } from '../../../../packages/ui/src/api/api-error';
import {
  ACCESS_CODE_KEYS,
  ACCESS_EXTRA_KEYS,
  ACCESS_MESSAGES,
  SPEC_MESSAGE_KEYS,
  accessErrorText,
  accessMessageKey,
  retryAfterSeconds,
  throttledMessage,
} from './access-error-keys';

test('every spec 8 key is reached from a server code, except the reset notice and the fallback', () => {
  const mapped = new Set(Object.values(ACCESS_CODE_KEYS));
  for (const key of SPEC_MESSAGE_KEYS) {
    if (key === 'password_reset' || key === 'error_default') continue;
    assert.ok(mapped.has(key), key);
  }
});

test('the mapping agrees with the contract of docs/api-access.md', () => {
  for (const [code, key] of Object.entries(accessErrorMessageKeys)) assert.equal(accessMessageKey(code), key, code);
  for (const code of Object.keys(accessErrorStatus)) {
    if (code.startsWith('TOKEN_') || code === 'USER_INACTIVE' || code === 'WRONG_STEP') continue; // screens, not messages
    assert.notEqual(accessMessageKey(code), 'error_default', code);
  }
});

test('every key has a distinct text in English and Spanish', () => {
  for (const key of [...SPEC_MESSAGE_KEYS, ...ACCESS_EXTRA_KEYS]) {
    assert.ok(ACCESS_MESSAGES.en[key].length > 0, key);
    assert.ok(ACCESS_MESSAGES.es[key].length > 0, key);
    assert.notEqual(ACCESS_MESSAGES.en[key], ACCESS_MESSAGES.es[key], key);
  }
  assert.deepEqual(Object.keys(ACCESS_MESSAGES.en).sort(), Object.keys(ACCESS_MESSAGES.es).sort());
});

test('unknown codes are error_default', () => {
  assert.equal(accessMessageKey('SERVICE_UNAVAILABLE'), 'error_default');
  assert.equal(accessErrorText(new Error('boom'), 'en'), 'Something went wrong. Please try again.');
  assert.equal(accessErrorText(new ApiError(409, 'EMAIL_EXISTS', 'x'), 'es-CL'), 'Este correo ya está registrado.');
});

test('a 429 shows the wait time', () => {
  const throttled = new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x', { retryAfterSeconds: 840 });
  assert.equal(retryAfterSeconds(throttled), 840);
  assert.equal(accessErrorText(throttled, 'en'), 'Too many attempts. Try again in 14 min.');
  assert.equal(accessErrorText(throttled, 'es'), 'Demasiados intentos. Inténtalo de nuevo en 14 min.');
  assert.equal(throttledMessage(45, 'en'), 'Too many attempts. Try again in 45 s.');
  assert.equal(retryAfterSeconds(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x')), 60);
  assert.equal(retryAfterSeconds(new ApiError(401, 'INVALID_CREDENTIALS', 'x')), null);
});
