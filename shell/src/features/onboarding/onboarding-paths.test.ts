import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onboardingPath, stepOfWrongStep } from './onboarding-paths';

test('each onboarding step opens its own page with the token', () => {
  assert.equal(onboardingPath('company', 't1'), '/company/t1');
  assert.equal(onboardingPath('project', 't1'), '/confirmationproject/t1');
  assert.equal(onboardingPath('schedules', 't1'), '/schedules/t1');
  assert.equal(onboardingPath('invite', 't1'), '/invite/t1');
});

test('a WRONG_STEP reply sends the user to the step it names', () => {
  assert.equal(stepOfWrongStep({ step: 'schedules' }), 'schedules');
  assert.equal(stepOfWrongStep({ step: 'invite', other: 1 }), 'invite');
});

test('a WRONG_STEP reply without a known step sends nowhere', () => {
  assert.equal(stepOfWrongStep(undefined), null);
  assert.equal(stepOfWrongStep(null), null);
  assert.equal(stepOfWrongStep('project'), null);
  assert.equal(stepOfWrongStep({}), null);
  assert.equal(stepOfWrongStep({ step: 'password' }), null);
});
