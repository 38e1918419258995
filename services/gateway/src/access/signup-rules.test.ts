import { test } from 'node:test';
import assert from 'node:assert/strict';
import { companyDomainFor, CREATOR_ROLE, FREE_TRIAL_COMPANY, JOINER_ROLE } from './signup-rules';

test('a company owns the mail domain of its creator, unless it is a free or throw-away mail domain', () => {
  assert.equal(companyDomainFor('Ana.Perez@Acme-Build.com'), 'acme-build.com');
  assert.equal(companyDomainFor('ana@eu.acme.io'), 'eu.acme.io');
  assert.equal(companyDomainFor('ana@gmail.com'), null);
  assert.equal(companyDomainFor('ana@mailinator.com'), null);
});

test('joiners are project leaders, creators admins, the trial company is US and project based', () => {
  assert.equal(JOINER_ROLE, 'projectleader');
  assert.equal(CREATOR_ROLE, 'admin');
  assert.deepEqual(FREE_TRIAL_COMPANY, { country: 'US', contractType: 'project_based', isFreeTrial: true });
});
