import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { rebasePlan } from './plan-rebase';

const activity = (id: string, correlativeId: number, fields: Partial<PlanActivity> = {}): PlanActivity => ({
  id, correlativeId, name: id, kind: 'task', parentId: null, order: correlativeId, duration: 480, start: '2027-01-04T08:00', finish: '2027-01-04T17:00',
  ...planActivityDefaults(),
  ...fields,
});
const link = (id: string, from: string, to: string): PlanLink => ({ id, predecessorId: from, successorId: to, type: 'FS', lag: 0 });

test('my edits and theirs both survive a conflict; a row both changed keeps mine', () => {
  const base = { activities: [activity('a', 1), activity('b', 2)], links: [] };
  const mine = { activities: [activity('a', 1, { name: 'Mine' }), activity('b', 2, { duration: 960 })], links: [link('l1', 'a', 'b')] };
  const theirs = { activities: [activity('a', 1), activity('b', 2, { duration: 1440, name: 'Theirs' })], links: [] };
  const rebased = rebasePlan(base, mine, theirs);
  assert.deepEqual(rebased.state.activities.map((a) => [a.name, a.duration]), [['Mine', 480], ['b', 960]]);
  assert.deepEqual(rebased.state.links.map((l) => l.id), ['l1']);
  assert.equal(rebased.overlaps, 1);
});

test('a link to an activity they deleted is dropped, and my new row whose ID they took gets the next one', () => {
  const base = { activities: [activity('a', 1), activity('b', 2)], links: [] };
  const mine = { activities: [activity('a', 1), activity('b', 2), activity('m', 3)], links: [link('l1', 'b', 'm')] };
  const theirs = { activities: [activity('a', 1), activity('t', 3)], links: [] };
  const rebased = rebasePlan(base, mine, theirs);
  assert.deepEqual(rebased.state.activities.map((a) => [a.id, a.correlativeId]), [['a', 1], ['t', 3], ['m', 4]]);
  assert.equal(rebased.droppedLinks, 1);
  assert.deepEqual(rebased.state.links, []);
});

test('my row under a summary they deleted moves to the top level', () => {
  const base = { activities: [activity('s', 1, { kind: 'summary' })], links: [] };
  const mine = { activities: [activity('s', 1, { kind: 'summary' }), activity('c', 2, { parentId: 's' })], links: [] };
  const rebased = rebasePlan(base, mine, { activities: [], links: [] });
  assert.deepEqual(rebased.state.activities.map((a) => [a.id, a.parentId]), [['c', null]]);
});
