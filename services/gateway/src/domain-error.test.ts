import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notAMember, notFound, ServiceError, ServiceUnavailableError, wrongCompany } from '@tenon/service-kit';
import { DomainError, isOutOfReach } from './domain-error';

test('a service refusing a resource as unknown, another company\'s, not shared or not permitted is out of reach', () => {
  for (const refusal of [notFound('Project'), wrongCompany(), notAMember(), new ServiceError('NO_PERMISSION', 'not for you', 403)]) {
    assert.equal(isOutOfReach(refusal), true, refusal.code);
  }
});

test('any other failure is not read as out of reach, whatever its status', () => {
  const others = [
    new ServiceError('VALIDATION_FAILED', 'bad id', 400),
    new ServiceError('NAME_TAKEN', 'taken', 409),
    new ServiceUnavailableError('projects.projects.get', 'no reply within 5000 ms'),
    new DomainError('WRONG_COMPANY', 'the gateway\'s own refusal'),
    new Error('NOT_FOUND'),
    undefined,
  ];
  for (const error of others) assert.equal(isOutOfReach(error), false, String(error));
});
