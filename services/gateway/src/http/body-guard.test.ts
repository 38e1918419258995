import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError } from './http-error';
import { guardedBody, MAX_BODY_DEPTH } from './body-guard';

function refusal(body: unknown): HttpError {
  try {
    guardedBody(body);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  assert.fail('the body was accepted');
}

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

test('a body nested 10,000 deep is 400 VALIDATION_FAILED, not a crash', () => {
  const error = refusal(JSON.parse(`${'['.repeat(10_000)}1${']'.repeat(10_000)}`));
  assert.equal(error.status, 400);
  assert.equal(error.code, 'VALIDATION_FAILED');
  assert.doesNotThrow(() => guardedBody(nested(MAX_BODY_DEPTH)));
  assert.equal(refusal(nested(MAX_BODY_DEPTH + 1)).status, 400);
});

test('NUL, other controls, lone surrogates and direction overrides in any text are refused with their path', () => {
  for (const name of ['Tower\u0000A', 'Bell\u0007', 'Slab \uD800 pour', 'x\uDC00', 'invoice\u202Efdp.exe', 'a\u2066b', 'c\u009Bd']) {
    const error = refusal({ activities: [{ name }] });
    assert.equal(error.status, 400, JSON.stringify(name));
    assert.deepEqual(error.details, [{ path: 'activities[0].name', message: 'forbidden character' }]);
  }
});

test('ordinary text passes: accents, emoji, tabs and new lines in descriptions; strings come back in NFC', () => {
  const body = guardedBody({ name: 'Losa nivel 3 — hormigón 🏗️', description: 'line one\n\tline two\r\n', decomposed: 'Pen\u0303alole\u0301n' }) as Record<string, string>;
  assert.equal(body.name, 'Losa nivel 3 — hormigón 🏗️');
  assert.equal(body.description, 'line one\n\tline two\r\n');
  assert.equal(body.decomposed, 'Pe\u00F1alol\u00E9n', 'combining marks are composed');
  assert.equal(guardedBody('plain'), 'plain');
  assert.equal(guardedBody(null), null);
});
