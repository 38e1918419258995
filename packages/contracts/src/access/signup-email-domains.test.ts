import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isFreeOrBlockedDomain, isFreeOrBlockedEmail } from './signup-email-domains';

test('public mail providers and throw-away domains are refused at sign-up; company domains are not', () => {
  for (const email of ['ana@gmail.com', 'ana@HOTMAIL.com', 'ana@yahoo.com', 'ana@outlook.com', 'ana@mailinator.com']) {
    assert.equal(isFreeOrBlockedEmail(email), true, email);
  }
  for (const domain of ['bechtel.com', 'acme-build.io', 'tenon.demo']) assert.equal(isFreeOrBlockedDomain(domain), false, domain);
});
