import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlanActivity } from '@tenon/contracts';
import { rowDiff } from '@tenon/gantt';
import { addActivity, addLink, copyRows, deleteActivities, indent, LinkRefused, moveActivity, moveAmongSiblings, moveRowTo, outdent, parsePredecessors, pasteRows, predecessorsText, resizeActivity, setPredecessors, updateActivity, updateLink, type PlanState } from './plan-edits';

let counter = 0;
const makeId = () => (++counter).toString(16).padStart(24, '0');
const DAY = 480;
const empty: PlanState = { activities: [], links: [] };
const add = (state: PlanState, afterId: string | null, name: string, kind: 'task' | 'milestone' = 'task') =>
  addActivity(state, { afterId, kind, id: makeId(), name, start: '2027-03-01T08:00', minutesPerDay: DAY });
const byName = (state: PlanState, name: string) => state.activities.find((a) => a.name === name)!;
const outline = (state: PlanState) => [...state.activities].sort((a, b) => (a.parentId ?? '').localeCompare(b.parentId ?? '') || a.order - b.order).map((a) => `${a.name}:${a.kind}:${a.parentId === null ? '-' : state.activities.find((p) => p.id === a.parentId)!.name}:${a.order}`);

function threeTasks(): PlanState {
  let state = add(empty, null, 'Excavate');
  state = add(state, byName(state, 'Excavate').id, 'Footings');
  return add(state, byName(state, 'Footings').id, 'Slab');
}

test('new rows go below the selected one with the next ID, a working day long; a milestone has no duration', () => {
  let state = threeTasks();
  state = add(state, byName(state, 'Excavate').id, 'Survey done', 'milestone');
  assert.deepEqual(state.activities.map((a) => [a.name, a.correlativeId, a.duration]), [['Excavate', 1, DAY], ['Footings', 2, DAY], ['Slab', 3, DAY], ['Survey done', 4, 0]]);
  assert.deepEqual(outline(state), ['Excavate:task:-:0', 'Survey done:milestone:-:1', 'Footings:task:-:2', 'Slab:task:-:3']);
});

test('indent puts a row under the one above, which becomes a summary; outdent undoes it', () => {
  let state = threeTasks();
  state = indent(state, byName(state, 'Footings').id);
  state = indent(state, byName(state, 'Slab').id);
  assert.deepEqual(outline(state), ['Excavate:summary:-:0', 'Footings:task:Excavate:0', 'Slab:task:Excavate:1']);
  assert.equal(indent(state, byName(state, 'Excavate').id), state, 'the first row of a level cannot go in');
  state = outdent(state, byName(state, 'Footings').id);
  state = outdent(state, byName(state, 'Slab').id);
  assert.deepEqual(outline(state).sort(), ['Excavate:task:-:0', 'Footings:task:-:2', 'Slab:task:-:1'].sort());
});

test('deleting a summary takes its activities and every link that touches them', () => {
  let state = threeTasks();
  state = addLink(state, { id: makeId(), predecessorId: byName(state, 'Footings').id, successorId: byName(state, 'Slab').id, type: 'FS', lag: 0 });
  state = indent(state, byName(state, 'Footings').id);
  state = deleteActivities(state, [byName(state, 'Excavate').id]);
  assert.deepEqual(state.activities.map((a) => [a.name, a.order]), [['Slab', 0]]);
  assert.deepEqual(state.links, []);
});

test('links to itself, to a summary or twice are refused', () => {
  let state = threeTasks();
  const [a, b] = [byName(state, 'Excavate').id, byName(state, 'Footings').id];
  assert.throws(() => addLink(state, { id: makeId(), predecessorId: a, successorId: a, type: 'FS', lag: 0 }), (e: unknown) => e instanceof LinkRefused && e.reason === 'self');
  state = addLink(state, { id: makeId(), predecessorId: a, successorId: b, type: 'FS', lag: 0 });
  assert.throws(() => addLink(state, { id: makeId(), predecessorId: a, successorId: b, type: 'SS', lag: 0 }), (e: unknown) => e instanceof LinkRefused && e.reason === 'duplicate');
});

test('predecessors are typed as IDs with type and lag in days, and shown back the same way', () => {
  assert.deepEqual(parsePredecessors('1, 2SS+2d; 3ff-0.5', DAY), [
    { correlativeId: 1, type: 'FS', lag: 0 },
    { correlativeId: 2, type: 'SS', lag: 960 },
    { correlativeId: 3, type: 'FF', lag: -240 },
  ]);
  assert.equal(parsePredecessors('1, two', DAY), undefined);
  let state = add(threeTasks(), null, 'Roof');
  const roof = byName(state, 'Roof').id;
  state = setPredecessors(state, roof, parsePredecessors('1, 2SS+2d', DAY)!, makeId);
  assert.equal(predecessorsText(state, roof, DAY), '1, 2SS+2d');
  const kept = state.links.find((l) => l.predecessorId === byName(state, 'Excavate').id)!.id;
  const retyped = setPredecessors(state, roof, parsePredecessors('1, 2', DAY)!, makeId);
  assert.equal(retyped.links.find((l) => l.predecessorId === byName(state, 'Excavate').id)!.id, kept, 'a kept link keeps its id');
  assert.deepEqual(rowDiff(state.links, retyped.links).upsert.map((l) => l.type), ['FS'], 'only the changed link travels');
  assert.throws(() => setPredecessors(state, roof, [{ correlativeId: 99, type: 'FS', lag: 0 }], makeId), LinkRefused);
});

test('a row moved back by hand to where it was saved travels in no save', () => {
  const saved = threeTasks();
  const edited = outdent(indent(saved, byName(saved, 'Footings').id), byName(saved, 'Footings').id);
  const diff = rowDiff<PlanActivity>(saved.activities, edited.activities);
  assert.deepEqual(diff.delete, []);
  assert.deepEqual(diff.upsert.map((a) => a.name), []);
});

test('a bar moved gets a start-no-earlier-than constraint on the day it was dropped', () => {
  let state = addActivity({ activities: [], links: [] }, { afterId: null, kind: 'task', id: 'a'.repeat(24), name: 'Pour', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = moveActivity(state, 'a'.repeat(24), '2026-01-08T08:00');
  assert.equal(state.activities[0]!.constraintType, 'snet');
  assert.equal(state.activities[0]!.constraintDate, '2026-01-08T08:00');
  assert.equal(moveActivity(state, 'a'.repeat(24), '2026-01-08T08:00'), state, 'dropped where it was: no edit to undo');
});

test('a bar resized takes the working time up to its new finish; milestones and summaries are not resized', () => {
  let state = addActivity({ activities: [], links: [] }, { afterId: null, kind: 'task', id: 'a'.repeat(24), name: 'Pour', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: 'a'.repeat(24), kind: 'milestone', id: 'b'.repeat(24), name: 'Done', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = resizeActivity(state, 'a'.repeat(24), 1440);
  assert.equal(state.activities.find((a) => a.id === 'a'.repeat(24))!.duration, 1440);
  assert.equal(resizeActivity(state, 'b'.repeat(24), 960), state);
  assert.equal(resizeActivity(state, 'a'.repeat(24), 0), state);
});

test('copied rows take their activities and the links among them; pasted, they get new ids and IDs below the row chosen', () => {
  const ids = { a: makeId(), b: makeId(), c: makeId(), d: makeId() };
  let state: PlanState = { activities: [], links: [] };
  state = addActivity(state, { afterId: null, kind: 'task', id: ids.a, name: 'Level 1', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: ids.a, kind: 'task', id: ids.b, name: 'Forms', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: ids.b, kind: 'task', id: ids.c, name: 'Pour', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: ids.c, kind: 'task', id: ids.d, name: 'Handover', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = indent(indent(state, ids.b), ids.c);
  state = addLink(state, { id: makeId(), predecessorId: ids.b, successorId: ids.c, type: 'FS', lag: 0 });
  state = addLink(state, { id: makeId(), predecessorId: ids.c, successorId: ids.d, type: 'FS', lag: 0 });
  state = updateActivity(state, ids.c, { progress: 40 });

  const copied = copyRows(state, [ids.a]);
  assert.deepEqual(copied.activities.map((a) => a.name), ['Level 1', 'Forms', 'Pour']);
  assert.equal(copied.links.length, 1, 'the link out to Handover stays behind');

  const { state: after, pastedIds } = pasteRows(state, copied, ids.a, makeId);
  assert.equal(after.activities.length, 7);
  const pasted = pastedIds.map((id) => after.activities.find((a) => a.id === id)!);
  assert.deepEqual(pasted.map((a) => a.correlativeId), [5, 6, 7]);
  assert.equal(pasted[0]!.parentId, null);
  assert.deepEqual([pasted[1]!.parentId, pasted[2]!.parentId], [pasted[0]!.id, pasted[0]!.id]);
  assert.equal(pasted[2]!.progress, 0);
  const top = after.activities.filter((a) => a.parentId === null).sort((x, y) => x.order - y.order).map((a) => a.name);
  assert.deepEqual(top, ['Level 1', 'Level 1', 'Handover'], 'pasted just below the row chosen');
  assert.equal(after.links.length, 3);
  assert.ok(after.links.some((l) => l.predecessorId === pasted[1]!.id && l.successorId === pasted[2]!.id));
});

test('the link editor changes type and lag; the same values are no edit', () => {
  const [a, b, l] = [makeId(), makeId(), makeId()];
  let state: PlanState = { activities: [], links: [] };
  state = addActivity(state, { afterId: null, kind: 'task', id: a, name: 'A', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: a, kind: 'task', id: b, name: 'B', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addLink(state, { id: l, predecessorId: a, successorId: b, type: 'FS', lag: 0 });
  const changed = updateLink(state, l, { type: 'SS', lag: -480 });
  assert.deepEqual([changed.links[0]!.type, changed.links[0]!.lag], ['SS', -480]);
  assert.equal(updateLink(changed, l, { type: 'SS', lag: -480 }), changed);
});

test('a task is added above, below or inside the chosen row; inside makes the row a summary', () => {
  const [a, b, above, child] = [makeId(), makeId(), makeId(), makeId()];
  let state: PlanState = { activities: [], links: [] };
  state = addActivity(state, { afterId: null, kind: 'task', id: a, name: 'A', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: a, kind: 'task', id: b, name: 'B', start: '2026-01-05T08:00', minutesPerDay: 480 });
  state = addLink(state, { id: makeId(), predecessorId: a, successorId: b, type: 'FS', lag: 0 });
  state = addActivity(state, { afterId: b, kind: 'task', id: above, name: 'Above B', start: '2026-01-05T08:00', minutesPerDay: 480, placement: 'above' });
  const top = state.activities.filter((x) => x.parentId === null).sort((x, y) => x.order - y.order).map((x) => x.name);
  assert.deepEqual(top, ['A', 'Above B', 'B']);
  state = addActivity(state, { afterId: a, kind: 'task', id: child, name: 'Inside A', start: '2026-01-05T08:00', minutesPerDay: 480, placement: 'child' });
  assert.equal(state.activities.find((x) => x.id === child)!.parentId, a);
  assert.equal(state.activities.find((x) => x.id === a)!.kind, 'summary');
  assert.equal(state.links.length, 0, 'the new summary keeps no links');
});

test('Alt+Shift+arrow moves a row among its siblings, keeping what is under it', () => {
  let state: PlanState = { activities: [], links: [] };
  for (const id of ['a', 'b', 'c']) state = addActivity(state, { afterId: state.activities.at(-1)?.id ?? null, kind: 'task', id, name: id, start: '2027-01-04T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: 'b', kind: 'task', id: 'b1', name: 'b1', start: '2027-01-04T08:00', minutesPerDay: 480, placement: 'child' });
  const order = (s: PlanState) => s.activities.filter((x) => x.parentId === null).sort((x, y) => x.order - y.order).map((x) => x.id);
  const up = moveAmongSiblings(state, 'b', -1);
  assert.deepEqual(order(up), ['b', 'a', 'c']);
  assert.equal(up.activities.find((x) => x.id === 'b1')?.parentId, 'b');
  assert.deepEqual(order(moveAmongSiblings(up, 'b', -1)), ['b', 'a', 'c'], 'the first stays first');
  assert.deepEqual(order(moveAmongSiblings(state, 'c', 1)), ['a', 'b', 'c']);
});

test('a row dragged onto another goes above or below it, on its level, and never under itself', () => {
  let state: PlanState = { activities: [], links: [] };
  for (const id of ['a', 'b', 'c']) state = addActivity(state, { afterId: state.activities.at(-1)?.id ?? null, kind: 'task', id, name: id, start: '2027-01-04T08:00', minutesPerDay: 480 });
  state = addActivity(state, { afterId: 'b', kind: 'task', id: 'b1', name: 'b1', start: '2027-01-04T08:00', minutesPerDay: 480, placement: 'child' });
  const level = (s: PlanState, parentId: string | null) => s.activities.filter((x) => x.parentId === parentId).sort((x, y) => x.order - y.order).map((x) => x.id);

  const cFirst = moveRowTo(state, 'c', 'a', 'above');
  assert.deepEqual(level(cFirst, null), ['c', 'a', 'b']);
  assert.deepEqual(level(cFirst, null).map((id) => cFirst.activities.find((x) => x.id === id)!.order), [0, 1, 2], 'orders are renumbered');

  const intoB = moveRowTo(state, 'a', 'b1', 'below');
  assert.deepEqual(level(intoB, 'b'), ['b1', 'a']);
  assert.deepEqual(level(intoB, null), ['b', 'c']);

  const out = moveRowTo(state, 'b1', 'c', 'below');
  assert.deepEqual(level(out, null), ['a', 'b', 'c', 'b1']);
  assert.equal(out.activities.find((x) => x.id === 'b')!.kind, 'task', 'a summary left empty is a task again');

  assert.equal(moveRowTo(state, 'b', 'b1', 'above'), state, 'a summary cannot go under itself');
});
