import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NEW_PASSWORD_MIN } from '../auth/auth-bodies';
import { EMAIL_PATTERN, emailSchema, NEW_PASSWORD_LENGTH, newPasswordSchema, normalizeEmail, PASSWORD_HINT, SIGNUP_EMAIL_PATTERN, signupEmailSchema } from './email-rules';

test('login pattern: local part, @, domain, a suffix of 2 to 4 letters', () => {
  for (const good of ['ana@acme.com', 'a.b+c@sub.acme.io', 'x@y.info', 'o@acme.co']) assert.match(good, EMAIL_PATTERN, good);
  for (const bad of ['ana@acme', 'ana@acme.c', 'ana@acme.museum', 'ana@acme.c0m', 'ana acme.com', '@acme.com', 'ana@.com', 'ana@@acme.com']) {
    assert.doesNotMatch(bad, EMAIL_PATTERN, bad);
  }
});

test('sign-up pattern is stricter than the login pattern', () => {
  for (const good of ['ana.perez@acme-build.com', 'ana_p+trial@eu.acme.io']) assert.match(good, SIGNUP_EMAIL_PATTERN, good);
  for (const loginOnly of ['ana..perez@acme.com', '.ana@acme.com', 'ana.@acme.com', 'añá@acme.com', 'ana@-acme.com', 'ana@acme-.com', "o'neil@acme.com"]) {
    assert.match(loginOnly, EMAIL_PATTERN, `${loginOnly} passes the login pattern`);
    assert.doesNotMatch(loginOnly, SIGNUP_EMAIL_PATTERN, `${loginOnly} fails the sign-up pattern`);
  }
});

test('e-mails are lowercased and stripped of spaces before the pattern is checked', () => {
  assert.equal(normalizeEmail('  Ana.Perez @ACME.com '), 'ana.perez@acme.com');
  assert.equal(emailSchema.parse(' ANA@Acme.COM '), 'ana@acme.com');
  assert.equal(signupEmailSchema.parse('Ana@Acme.com'), 'ana@acme.com');
  assert.equal(emailSchema.safeParse('ana@acme').success, false);
});

test('new passwords: at least 8 with a digit, a lower-case and an upper-case letter', () => {
  assert.equal(NEW_PASSWORD_LENGTH, NEW_PASSWORD_MIN);
  assert.equal(newPasswordSchema.safeParse('Concrete9').success, true);
  for (const bad of ['Conc9', 'concrete9', 'CONCRETE9', 'Concretes', 'Abcdef1']) {
    const parsed = newPasswordSchema.safeParse(bad);
    assert.equal(parsed.success, false, bad);
    if (!parsed.success) assert.equal(parsed.error.issues[0]?.message, PASSWORD_HINT);
  }
});
