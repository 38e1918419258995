import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planActivityDefaults, type PlanActivity, type PlanLink } from '@tenon/contracts';
import { diffReimport, reimportSave, ReimportChoiceError, type ReimportContext, type ReimportRows } from './reimport-diff';
import { isPlanProblem, applyChanges } from '../plan/plan-rules';

const DAY = 480;
let nextId = 0;
const oid = () => (++nextId).toString(16).padStart(24, '0');

function row(fields: Partial<PlanActivity> & Pick<PlanActivity, 'name'>): PlanActivity {
  return {
    ...planActivityDefaults(),
    id: oid(),
    correlativeId: 1,
    kind: 'task',
    parentId: null,
    order: 0,
    duration: 5 * DAY,
    start: '2026-03-02T08:00',
    finish: '2026-03-06T17:00',
    ...fields,
  };
}
const link = (predecessorId: string, successorId: string, lag = 0, type: PlanLink['type'] = 'FS'): PlanLink => ({ id: oid(), predecessorId, successorId, type, lag });

// Monday-to-Friday days, enough for dates inside one test month.
const context: ReimportContext = {
  minutesPerDay: DAY,
  workingDaysBetween(from, to) {
    const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
    const [a, b] = [day(from), day(to)];
    let count = 0;
    for (let d = Math.min(a, b); d < Math.max(a, b); d++)
      if (![2, 3].includes(((d % 7) + 7) % 7)) count++; // day 0 of the epoch is a Thursday
    return b >= a ? count : -count;
  },
  calendarFor: () => null,
};

/** The plan as a first import left it, and the newer file as the mapper reads it (new ids, same source ids). */
function versions() {
  const site = row({ name: 'Site works', kind: 'summary', sourceId: '100', correlativeId: 1 });
  const dig = row({ name: 'Excavation', parentId: site.id, sourceId: '101', correlativeId: 2 });
  const pour = row({ name: 'Pour footings', parentId: site.id, order: 1, sourceId: '102', correlativeId: 3, start: '2026-03-09T08:00', finish: '2026-03-13T17:00' });
  const fence = row({ name: 'Fence (made here)', parentId: site.id, order: 2, sourceId: null, correlativeId: 4 });
  const old = row({ name: 'Old survey', order: 1, sourceId: '103', correlativeId: 5 });
  const plan: ReimportRows = { activities: [site, dig, pour, fence, old], links: [link(dig.id, pour.id), link(fence.id, pour.id)] };

  const fSite = { ...site, id: oid() };
  const fDig = { ...dig, id: oid(), parentId: fSite.id, progress: 40, actualStart: '2026-03-02T08:00' };
  const fPour = { ...pour, id: oid(), parentId: fSite.id, start: '2026-03-11T08:00', finish: '2026-03-17T17:00', name: 'Pour footings A' };
  const fNew = row({ name: 'Backfill', parentId: fSite.id, sourceId: '104', start: '2026-03-18T08:00', finish: '2026-03-20T17:00', duration: 3 * DAY });
  const file: ReimportRows = { activities: [fSite, fDig, fPour, fNew], links: [link(fDig.id, fPour.id, 2 * DAY), link(fPour.id, fNew.id)] };
  return { plan, file, ids: { site, dig, pour, fence, old, fNew } };
}

test('the diff names what was added, removed and changed, and leaves rows made in the product out of it', () => {
  const { plan, file, ids } = versions();
  const diff = diffReimport(plan, file, context);
  assert.deepEqual(diff.added.map((a) => [a.sourceId, a.name, a.parentName]), [['104', 'Backfill', 'Site works']]);
  assert.deepEqual(diff.removed.map((a) => [a.id, a.name]), [[ids.old.id, 'Old survey']]);
  assert.equal(diff.keptFromProduct, 1);
  assert.equal(diff.unchanged, 1);
  const byName = new Map(diff.changed.map((c) => [c.name, c]));
  assert.deepEqual(byName.get('Excavation')?.progress, { from: 0, to: 40 });
  assert.equal(byName.get('Excavation')?.dates, undefined);
  const pour = byName.get('Pour footings')!;
  assert.deepEqual(pour.rename, { from: 'Pour footings', to: 'Pour footings A' });
  assert.deepEqual([pour.dates?.startMovedDays, pour.dates?.finishMovedDays], [2, 2]);
  // The lag changed from 0 to 2 days; the fence's link is the planner's and not part of the file's logic.
  assert.deepEqual(pour.logic, { added: ['Excavation FS+2d'], removed: ['Excavation FS'] });
});

test('accepting part of the diff changes only what was accepted, in a save the plan rules take', () => {
  const { plan, file, ids } = versions();
  const save = reimportSave(plan, file, { added: ['104'], removed: [], changed: [ids.pour.id] }, context);
  const after = applyChanges({ activities: new Map(plan.activities.map((a) => [a.id, a])), links: new Map(plan.links.map((l) => [l.id, l])) }, { ...save });
  assert.ok(!isPlanProblem(after), JSON.stringify(after));
  const byName = new Map([...after.activities.values()].map((a) => [a.name, a]));
  assert.equal(byName.get('Excavation')?.progress, 0, 'progress of a change not accepted stays');
  assert.equal(byName.get('Pour footings A')?.start, '2026-03-11T08:00');
  assert.equal(byName.get('Old survey')?.id, ids.old.id, 'a removal not accepted stays');
  const backfill = byName.get('Backfill')!;
  assert.deepEqual([backfill.parentId, backfill.order, backfill.correlativeId], [ids.site.id, 3, 6]);
  const links = [...after.links.values()].map((l) => [after.activities.get(l.predecessorId)?.name, after.activities.get(l.successorId)?.name, l.lag / DAY]);
  assert.deepEqual(links.sort(), [
    ['Excavation', 'Pour footings A', 2],
    ['Fence (made here)', 'Pour footings A', 0],
    ['Pour footings A', 'Backfill', 0],
  ]);
});

test('a removed summary takes its links along and leaves rows made in the product under the nearest summary that stays', () => {
  const { plan, file, ids } = versions();
  const fileWithoutSite: ReimportRows = {
    activities: file.activities.filter((a) => a.sourceId !== '100').map((a) => ({ ...a, parentId: null })),
    links: file.links,
  };
  const diff = diffReimport(plan, fileWithoutSite, context);
  assert.deepEqual(diff.removed.map((a) => a.name).sort(), ['Old survey', 'Site works']);
  const save = reimportSave(plan, fileWithoutSite, { added: [], removed: [ids.site.id, ids.old.id], changed: [] }, context);
  const after = applyChanges({ activities: new Map(plan.activities.map((a) => [a.id, a])), links: new Map(plan.links.map((l) => [l.id, l])) }, save);
  assert.ok(!isPlanProblem(after), JSON.stringify(after));
  assert.equal(after.activities.get(ids.fence.id)?.parentId, null);
  assert.equal(after.activities.size, 3);
});

test('a choice naming a row the diff does not offer is refused whole', () => {
  const { plan, file, ids } = versions();
  assert.throws(() => reimportSave(plan, file, { added: ['999'], removed: [ids.fence.id], changed: [] }, context), ReimportChoiceError);
});

test('an added row under an added summary keeps its summary; under a summary not accepted it climbs to the plan', () => {
  const { plan, file, ids } = versions();
  const wing = row({ name: 'East wing', kind: 'summary', sourceId: '200' });
  const frame = row({ name: 'Frame', parentId: wing.id, sourceId: '201' });
  const bigger: ReimportRows = { activities: [...file.activities, wing, frame], links: file.links };
  const both = reimportSave(plan, bigger, { added: ['200', '201'], removed: [], changed: [] }, context);
  assert.equal(both.activities.upsert.find((a) => a.name === 'Frame')?.parentId, wing.id);
  const frameOnly = reimportSave(plan, bigger, { added: ['201'], removed: [], changed: [] }, context);
  assert.equal(frameOnly.activities.upsert.find((a) => a.name === 'Frame')?.parentId, null);
  assert.ok(!frameOnly.activities.upsert.some((a) => a.id === ids.site.id));
});
