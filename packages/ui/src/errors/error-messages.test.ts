import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, apiErrorFromBody } from '../api/api-error';
import { API_ERROR_CODES, ERROR_MESSAGES, errorMessage } from './error-messages';

test('every error code has a non-empty message in English and Spanish', () => {
  for (const language of ['en', 'es'] as const) {
    for (const code of API_ERROR_CODES) {
      assert.ok(ERROR_MESSAGES[language][code].length > 0, `${language} ${code}`);
    }
    assert.deepEqual(Object.keys(ERROR_MESSAGES[language]).sort(), [...API_ERROR_CODES].sort());
  }
});

test('Spanish and English messages differ', () => {
  assert.notEqual(errorMessage('INVALID_CREDENTIALS', 'es-CL'), errorMessage('INVALID_CREDENTIALS', 'en-US'));
});

test('unknown codes fall back to the generic message', () => {
  assert.equal(errorMessage('SAVE_IN_PROGRESS_XYZ', 'en'), ERROR_MESSAGES.en.UNEXPECTED_RESPONSE);
});

test('error bodies of the agreed shape become typed errors', () => {
  const error = apiErrorFromBody(401, { error: { code: 'INVALID_CREDENTIALS', message: 'wrong' } });
  assert.ok(error instanceof ApiError);
  assert.equal(error.code, 'INVALID_CREDENTIALS');
  assert.equal(error.isUnauthorized, true);
  const odd = apiErrorFromBody(502, '<html>bad gateway</html>');
  assert.equal(odd.code, 'UNEXPECTED_RESPONSE');
  assert.equal(odd.status, 502);
});
