import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PermissionCode, type PlanActivity, type PlanLink, type SavePlanData } from '@tenon/contracts';
import { planEditingOf, reachesOutside, rowsOutsideSubcontract } from './plan-editing';
import type { PlanRows } from './plan-rules';

const id = (n: number) => n.toString(16).padStart(24, '0');
const concrete = 'c0c0c0c0c0c0c0c0c0c0c0c0';
const steel = '5e5e5e5e5e5e5e5e5e5e5e5e';
function activity(n: number, subcontractId: string | null, fields: Partial<PlanActivity> = {}): PlanActivity {
  return {
    id: id(n), correlativeId: n, name: `A${n}`, kind: 'task', parentId: null, order: n, duration: 480,
    start: '2027-03-01T08:00', finish: '2027-03-01T17:00', ...planActivityDefaults(), subcontractId, ...fields,
  };
}
const link = (n: number, from: number, to: number): PlanLink => ({ id: id(1000 + n), predecessorId: id(from), successorId: id(to), type: 'FS', lag: 0 });
const none = { upsert: [], delete: [] };
type Change = Pick<SavePlanData, 'activities' | 'links'>;

// 1, 2 concrete; 3 steel; 4 nobody's. Links: 1→2 (concrete), 2→3 (crosses), 3→4 (outside).
const current: PlanRows = {
  activities: new Map([activity(1, concrete), activity(2, concrete), activity(3, steel), activity(4, null)].map((a) => [a.id, a])),
  links: new Map([link(1, 1, 2), link(2, 2, 3), link(3, 3, 4)].map((l) => [l.id, l])),
};
const outside = (change: Change) => rowsOutsideSubcontract(current, change, concrete);
const namesOf = (change: Change) => outside(change).activities.map((a) => a.name);

test('the Gantt code and the subcontract decide what the caller may change', () => {
  const gantt = (code: PermissionCode) => code;
  assert.deepEqual(planEditingOf(gantt('AC'), null), { scope: 'all' });
  assert.deepEqual(planEditingOf(gantt('AC'), concrete), { scope: 'all' });
  assert.deepEqual(planEditingOf(gantt('ACP'), concrete), { scope: 'subcontract', subcontractId: concrete });
  assert.deepEqual(planEditingOf(gantt('ACP'), null), { scope: 'none' }, 'a subtrade without a subcontract edits nothing');
  assert.deepEqual(planEditingOf(gantt('V'), concrete), { scope: 'none' });
  assert.deepEqual(planEditingOf(gantt('SA'), concrete), { scope: 'none' });
  assert.deepEqual(planEditingOf(undefined, concrete), { scope: 'none' }, 'no code: another service asking');
});

test("a subcontractor changes, adds, deletes and links its own activities", () => {
  const change: Change = {
    activities: { upsert: [activity(1, concrete, { name: 'Pour slab', duration: 960 }), activity(5, concrete)], delete: [id(2)] },
    links: { upsert: [link(4, 1, 5), { ...link(1, 1, 2), lag: 480 }], delete: [id(1001)] },
  };
  const details = outside(change);
  assert.deepEqual(details, { activities: [], linkIds: [] });
  assert.equal(reachesOutside(details), false);
});

test("the dates and position of another subcontract's activity follow the subcontractor's edits", () => {
  const moved = activity(3, steel, { start: '2027-03-02T08:00', finish: '2027-03-02T17:00', order: 7 });
  assert.deepEqual(outside({ activities: { upsert: [moved], delete: [] }, links: none }), { activities: [], linkIds: [] });
});

test("any other change to an activity outside the subcontract is refused, naming it", () => {
  const cases: Array<[Change, string[]]> = [
    [{ activities: { upsert: [activity(3, steel, { name: 'Erect steel' })], delete: [] }, links: none }, ['A3']],
    [{ activities: { upsert: [activity(4, null, { progress: 50 })], delete: [] }, links: none }, ['A4']],
    [{ activities: { upsert: [], delete: [id(3)] }, links: none }, ['A3']],
    [{ activities: { upsert: [activity(6, steel)], delete: [] }, links: none }, ['A6']],
    [{ activities: { upsert: [activity(6, null)], delete: [] }, links: none }, ['A6']],
    [{ activities: { upsert: [activity(1, steel)], delete: [] }, links: none }, ['A1']],
    [{ activities: { upsert: [activity(1, null)], delete: [] }, links: none }, ['A1']],
    [{ activities: { upsert: [activity(3, concrete)], delete: [] }, links: none }, ['A3']],
    [{ activities: { upsert: [activity(3, steel, { parentId: id(1) })], delete: [] }, links: none }, ['A3']],
    [{ activities: { upsert: [activity(1, concrete, { name: 'Mine' }), activity(4, null, { duration: 1 }), activity(3, steel, { kind: 'milestone', duration: 0 })], delete: [] }, links: none }, ['A4', 'A3']],
  ];
  for (const [change, names] of cases) assert.deepEqual(namesOf(change), names);
  assert.equal(reachesOutside(outside(cases[0]![0])), true);
});

test('links are changed only between two activities of the subcontract, before and after', () => {
  const cases: Array<[Change, string[]]> = [
    [{ activities: none, links: { upsert: [link(5, 1, 3)], delete: [] } }, [id(1005)]],
    [{ activities: none, links: { upsert: [link(5, 4, 1)], delete: [] } }, [id(1005)]],
    [{ activities: none, links: { upsert: [{ ...link(2, 2, 3), lag: 60 }], delete: [] } }, [id(1002)]],
    [{ activities: none, links: { upsert: [link(2, 1, 2)], delete: [] } }, [id(1002)], ],
    [{ activities: none, links: { upsert: [link(1, 1, 3)], delete: [] } }, [id(1001)]],
    [{ activities: none, links: { upsert: [], delete: [id(1002), id(1003)] } }, [id(1002), id(1003)]],
  ];
  for (const [change, linkIds] of cases) assert.deepEqual(outside(change), { activities: [], linkIds });
});

test('a link to an activity moved into the subcontract in the same save is refused with the move', () => {
  const details = outside({ activities: { upsert: [activity(3, concrete)], delete: [] }, links: { upsert: [link(5, 1, 3)], delete: [] } });
  assert.deepEqual(details.activities.map((a) => a.id), [id(3)]);
  assert.deepEqual(details.linkIds, [id(1005)]);
});

test("a parent's progress follows the subcontractor's progress entries; a task's of another subcontract does not", () => {
  const parent = activity(9, null, { kind: 'summary' });
  const rows: PlanRows = { activities: new Map([...current.activities, [parent.id, parent]]), links: current.links };
  const rolledUp = { ...parent, progress: 40 };
  assert.deepEqual(rowsOutsideSubcontract(rows, { activities: { upsert: [rolledUp], delete: [] }, links: none }, concrete), { activities: [], linkIds: [] });
  assert.deepEqual(namesOf({ activities: { upsert: [activity(3, steel, { progress: 40 })], delete: [] }, links: none }), ['A3']);
});
