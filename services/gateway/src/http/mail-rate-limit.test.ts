import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mailTargetsOf } from './mail-rate-limit';

test('the mail targets of a body are its e-mail or its guests\' e-mails, trimmed, lower case and once each', () => {
  assert.deepEqual(mailTargetsOf({ email: ' Ana@Acme.com ', lang: 'en' }), ['ana@acme.com']);
  assert.deepEqual(mailTargetsOf({ users: [{ email: 'a@x.com', role: 'planner' }, { email: 'A@x.com' }, { role: 'client' }, 'junk'] }), ['a@x.com']);
  assert.deepEqual(mailTargetsOf(undefined), []);
  assert.deepEqual(mailTargetsOf({ email: 42 }), []);
});
