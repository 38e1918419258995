import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLoginFormValid, isValidEmail, normalizeEmail, validateLoginForm } from './login-validation';

test('emails need a local part, a domain and a 2 to 4 letter suffix', () => {
  assert.equal(isValidEmail('admin@tenon.demo'), true);
  assert.equal(isValidEmail('a.b@c.co'), true);
  assert.equal(isValidEmail('admin@tenon'), false);
  assert.equal(isValidEmail('admin@tenon.d'), false);
  assert.equal(isValidEmail('admin@tenon.constructs'), false);
  assert.equal(isValidEmail('@tenon.demo'), false);
});

test('emails are lowercased and stripped of spaces', () => {
  assert.equal(normalizeEmail(' Admin@Tenon.Demo '), 'admin@tenon.demo');
  assert.equal(isValidEmail(' Admin@Tenon.Demo '), true);
});

test('a login password needs at least 6 characters', () => {
  assert.deepEqual(validateLoginForm('admin@tenon.demo', '12345'), { password: 'password_min' });
  assert.deepEqual(validateLoginForm('admin@tenon.demo', '123456'), {});
  assert.equal(isLoginFormValid('admin@tenon.demo', '123456'), true);
});

test('empty fields are reported as required', () => {
  assert.deepEqual(validateLoginForm('', ''), { email: 'email_required', password: 'password_required' });
  assert.deepEqual(validateLoginForm('nope', 'secret1'), { email: 'email_invalid' });
  assert.equal(isLoginFormValid('nope', 'secret1'), false);
});
