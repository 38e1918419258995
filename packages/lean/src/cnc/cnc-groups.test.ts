import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupCncs, type GroupableCnc } from './cnc-groups';

const cnc = (name: string, weekStart: string, responsibleId: string | null, typeId: string, createdAt = `${weekStart}T10:00:00.000Z`): GroupableCnc => ({ name, weekStart, responsibleId, typeId, createdAt });
const rows = [
  cnc('Rebar late', '2026-11-09', 'ana', 'materials'),
  cnc('Rain', '2026-11-16', null, 'weather'),
  cnc('Crane down', '2026-11-16', 'bob', 'equipment', '2026-11-20T09:00:00.000Z'),
  cnc('Pump booked twice', '2026-11-16', 'ana', 'equipment', '2026-11-19T09:00:00.000Z'),
];
const names = (groups: Array<{ key: string | null; rows: GroupableCnc[] }>) => groups.map((group) => [group.key, group.rows.map((row) => row.name)]);

test('no grouping is one group, newest week first and the newest CNC first inside a week', () => {
  assert.deepEqual(names(groupCncs(rows, 'none')), [[null, ['Crane down', 'Pump booked twice', 'Rain', 'Rebar late']]]);
});

test('by week: the latest week first', () => {
  assert.deepEqual(names(groupCncs(rows, 'week')), [
    ['2026-11-16', ['Crane down', 'Pump booked twice', 'Rain']],
    ['2026-11-09', ['Rebar late']],
  ]);
});

test('by responsible: ordered by the name shown, the CNCs nobody answers for last', () => {
  const people: Record<string, string> = { ana: 'Zoe Ana', bob: 'Bob Brown' };
  assert.deepEqual(names(groupCncs(rows, 'responsible', (id) => people[id] ?? id)), [
    ['bob', ['Crane down']],
    ['ana', ['Pump booked twice', 'Rebar late']],
    [null, ['Rain']],
  ]);
});

test('by type: ordered by the type name whatever its case', () => {
  const types: Record<string, string> = { materials: 'materials', weather: 'Weather', equipment: 'Equipment' };
  assert.deepEqual(names(groupCncs(rows, 'type', (id) => types[id] ?? id)), [
    ['equipment', ['Crane down', 'Pump booked twice']],
    ['materials', ['Rebar late']],
    ['weather', ['Rain']],
  ]);
});

test('no CNCs give no groups, except the one empty group of no grouping', () => {
  assert.deepEqual(groupCncs([], 'type'), []);
  assert.deepEqual(groupCncs([], 'none'), [{ key: null, rows: [] }]);
});
