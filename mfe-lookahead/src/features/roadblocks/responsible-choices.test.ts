import { test } from 'node:test';
import assert from 'node:assert/strict';
import { responsibleChoices } from './responsible-choices';

const people = [
  { userId: 'me', subcontractId: 'glass' },
  { userId: 'mate', subcontractId: 'glass' },
  { userId: 'steel', subcontractId: 'steel' },
  { userId: 'gc', subcontractId: null },
];

test("a subtrade is offered only its own subcontract's people; others everyone", () => {
  assert.deepEqual(responsibleChoices(people, true, 'me').map((p) => p.userId), ['me', 'mate']);
  assert.deepEqual(responsibleChoices(people, false, 'me').map((p) => p.userId), ['me', 'mate', 'steel', 'gc']);
});

test('a subtrade without a subcontract, or not found among the people, is offered no one', () => {
  assert.deepEqual(responsibleChoices(people, true, 'gc'), []);
  assert.deepEqual(responsibleChoices(people, true, 'stranger'), []);
});
