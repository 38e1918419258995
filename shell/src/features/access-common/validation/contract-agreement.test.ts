import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  INVITE_ROWS_MAX as CONTRACT_INVITE_MAX,
  INVITE_ROWS_MESSAGE,
  PASSWORD_HINT,
  PASSWORDS_DIFFER_MESSAGE,
  SIGNUP_EMAIL_PATTERN as CONTRACT_SIGNUP_PATTERN,
  isValidNewPassword as contractPassword,
} from '@tenon/contracts';
import { isFreeOrBlockedDomain } from '@tenon/contracts/signup-email-domains';
import { SIGNUP_EMAIL_PATTERN, COMMON_FREE_MAIL_DOMAINS } from './signup-email-rules';
import { FORM_MESSAGES } from './form-messages';
import { isValidNewPassword } from './new-password-rules';
import { INVITE_ROWS_MAX } from './access-forms';

// The browser repeats the contract rules without zod; these checks keep both sides equal.
test('the sign-up pattern is the gateway pattern', () => {
  assert.equal(SIGNUP_EMAIL_PATTERN.source, CONTRACT_SIGNUP_PATTERN.source);
});

test('every provider of the quick hint is refused by the gateway list', () => {
  for (const domain of COMMON_FREE_MAIL_DOMAINS) assert.equal(isFreeOrBlockedDomain(domain), true, domain);
});

test('password rule and messages agree with the gateway', () => {
  for (const password of ['Abcdefg1', 'abcdefg1', 'ABCDEFG1', 'Abcdef1', 'Abcdefgh', 'Zz9zzzzzzz']) {
    assert.equal(isValidNewPassword(password), contractPassword(password), password);
  }
  assert.equal(FORM_MESSAGES.en.password_hint, PASSWORD_HINT);
  assert.equal(FORM_MESSAGES.en.passwords_differ, PASSWORDS_DIFFER_MESSAGE);
  assert.equal(FORM_MESSAGES.es.invite_rows, INVITE_ROWS_MESSAGE);
  assert.equal(INVITE_ROWS_MAX, CONTRACT_INVITE_MAX);
});
