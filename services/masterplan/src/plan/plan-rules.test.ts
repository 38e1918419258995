import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { applyChanges, calendarProblem, isPlanProblem, taskProgressChanges, type PlanRows } from './plan-rules';

const id = (n: number) => n.toString(16).padStart(24, '0');
function activity(n: number, fields: Partial<PlanActivity> = {}): PlanActivity {
  return {
    id: id(n), correlativeId: n, name: `A${n}`, kind: 'task', parentId: null, order: n, duration: 480,
    start: '2027-03-01T08:00', finish: '2027-03-01T17:00', ...planActivityDefaults(), ...fields,
  };
}
const link = (n: number, from: number, to: number): PlanLink => ({ id: id(1000 + n), predecessorId: id(from), successorId: id(to), type: 'FS', lag: 0 });
const rows = (activities: PlanActivity[], links: PlanLink[] = []): PlanRows => ({ activities: new Map(activities.map((a) => [a.id, a])), links: new Map(links.map((l) => [l.id, l])) });
const none = { upsert: [], delete: [] };

test('a save adds, changes and deletes rows and leaves the others as they were', () => {
  const current = rows([activity(1), activity(2), activity(3)], [link(1, 1, 2)]);
  const next = applyChanges(current, { activities: { upsert: [activity(2, { name: 'Slab' }), activity(4)], delete: [id(3)] }, links: { upsert: [link(2, 2, 4)], delete: [] } });
  assert.ok(!isPlanProblem(next));
  assert.deepEqual([...next.activities.values()].map((a) => a.name), ['A1', 'Slab', 'A4']);
  assert.equal(next.links.size, 2);
  assert.equal(current.activities.size, 3, 'the stored rows are not touched');
});

test('a save that would leave a dangling link, parent or a loop of parents is refused with the rows it names', () => {
  const current = rows([activity(1, { kind: 'summary' }), activity(2, { parentId: id(1) }), activity(3)], [link(1, 2, 3)]);
  const cases: Array<[Parameters<typeof applyChanges>[1], string]> = [
    [{ activities: { upsert: [], delete: [id(3)] }, links: none }, 'LINK_TO_UNKNOWN_ACTIVITY'],
    [{ activities: { upsert: [], delete: [id(1)] }, links: none }, 'UNKNOWN_PARENT'],
    [{ activities: { upsert: [activity(1, { kind: 'summary', parentId: id(2) })], delete: [] }, links: none }, 'PARENT_NOT_SUMMARY'],
    [{ activities: { upsert: [activity(2, { kind: 'summary', parentId: id(1) }), activity(1, { kind: 'summary', parentId: id(2) })], delete: [] }, links: none }, 'PARENT_LOOP'],
    [{ activities: { upsert: [], delete: [id(9)] }, links: none }, 'UNKNOWN_ACTIVITY'],
    [{ activities: none, links: { upsert: [], delete: [id(5000)] } }, 'UNKNOWN_LINK'],
    [{ activities: none, links: { upsert: [{ ...link(2, 2, 3) }], delete: [] } }, 'DUPLICATE_LINK'],
    [{ activities: { upsert: [activity(4, { correlativeId: 3 })], delete: [] }, links: none }, 'DUPLICATE_CORRELATIVE_ID'],
    [{ activities: { upsert: [activity(4), activity(4)], delete: [] }, links: none }, 'DUPLICATE_ROW'],
  ];
  for (const [change, code] of cases) {
    const outcome = applyChanges(current, change);
    assert.ok(isPlanProblem(outcome), code);
    assert.equal(outcome.code, code);
  }
  const loop = applyChanges(current, { activities: { upsert: [activity(2, { kind: 'summary', parentId: id(1) }), activity(1, { kind: 'summary', parentId: id(2) })], delete: [] }, links: none });
  assert.ok(isPlanProblem(loop));
  assert.deepEqual([...(loop.details.ids as string[])].sort(), [id(1), id(2)]);
});

test("an activity is saved on one of the schedule's calendars or on none; any other calendar id is refused", () => {
  const calendars = new Set(['c'.repeat(24)]);
  assert.equal(calendarProblem({ activities: { upsert: [activity(1, { calendarId: 'c'.repeat(24) }), activity(2)], delete: [] } }, calendars), undefined);
  const refused = calendarProblem({ activities: { upsert: [activity(3, { calendarId: 'e'.repeat(24) })], delete: [] } }, calendars);
  assert.deepEqual([refused?.code, refused?.details], ['UNKNOWN_CALENDAR', { id: id(3), calendarId: 'e'.repeat(24) }]);
});

test('task progress changes the activities it names and their summaries; summaries, gone rows and equal figures change nothing', () => {
  const current = rows([activity(1, { kind: 'summary', duration: 10 }), activity(2, { parentId: id(1), duration: 5 }), activity(3, { parentId: id(1), duration: 5 }), activity(4)]);
  const upsert = taskProgressChanges(current, new Map([[id(2), 40], [id(1), 90], [id(9), 50], [id(4), 0]]), 'duration');
  assert.deepEqual(
    upsert.map((a) => [a.id, a.progress]),
    [[id(2), 40], [id(1), 20]],
  );
  assert.deepEqual(taskProgressChanges(current, new Map([[id(4), 0]]), 'duration'), [], 'a figure the plan holds is no change');
});
