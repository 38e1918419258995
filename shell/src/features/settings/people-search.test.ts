import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchingUsers } from './people-search';

const people = [
  { name: 'Luis', lastname: 'Cárdenas', email: 'subtrade@tenon.demo', position: 'Foreman, Concrete' },
  { name: 'Mateo', lastname: 'Rossi', email: 'planner@tenon.demo', position: 'Scheduler' },
  { name: 'Elena', lastname: 'Novak', email: 'manager@tenon.demo', position: 'Regional Manager' },
];

test('an empty search keeps everyone, in order', () => {
  assert.deepEqual(matchingUsers(people, '  ').map((p) => p.name), ['Luis', 'Mateo', 'Elena']);
});

test('every word must match somewhere in name, e-mail or position, ignoring case and accents', () => {
  assert.deepEqual(matchingUsers(people, 'cardenas').map((p) => p.name), ['Luis']);
  assert.deepEqual(matchingUsers(people, 'MANAGER novak').map((p) => p.name), ['Elena']);
  assert.deepEqual(matchingUsers(people, 'planner@tenon').map((p) => p.name), ['Mateo']);
  assert.deepEqual(matchingUsers(people, 'concrete rossi'), []);
});
