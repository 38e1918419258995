import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personName } from './person-name';

test('a person is named by first and last name, else by e-mail, else by the fallback', () => {
  assert.equal(personName({ name: 'Ana', lastname: 'Ruiz', email: 'ana@acme.test' }, 'id-1'), 'Ana Ruiz');
  assert.equal(personName({ name: 'Ana', lastname: '' }, 'id-1'), 'Ana');
  assert.equal(personName({ lastname: 'Ruiz' }, 'id-1'), 'Ruiz');
  assert.equal(personName({ name: '', email: 'ana@acme.test' }, 'id-1'), 'ana@acme.test');
  assert.equal(personName({ email: '' }, 'id-1'), 'id-1', 'an empty e-mail names nobody');
  assert.equal(personName(undefined, '—'), '—', 'someone the list does not know');
});
