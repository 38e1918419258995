import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Activity, Link, LinkType, ScheduleModel } from '../model';
import { CycleError } from './cycle-error';
import { schedule } from './schedule';
import { Scheduler } from './scheduler';
import { DAY, link, model, t } from './test-models';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: LinkType[] = ['FS', 'FS', 'FS', 'SS', 'FF', 'SF'];

function randomSchedule(random: () => number, size: number): ScheduleModel {
  const activities: Activity[] = [];
  for (let i = 0; i < size; i++) {
    const isSummary = i % 10 === 0;
    const parentId = i % 10 === 0 ? undefined : `N${i - (i % 10)}`;
    activities.push({
      id: `N${i}`,
      name: `N${i}`,
      kind: isSummary ? 'summary' : random() < 0.1 ? 'milestone' : 'task',
      duration: isSummary ? 0 : Math.floor(random() * 5) * DAY + (random() < 0.2 ? 120 : 0),
      ...(parentId ? { parentId } : {}),
      ...(random() < 0.1 ? { constraint: { type: 'snet' as const, date: t('2024-03-11T08:00') } } : {}),
      ...(random() < 0.05 ? { constraint: { type: 'fnlt' as const, date: t('2024-03-29T17:00') } } : {}),
    });
  }
  const links: Link[] = [];
  for (let i = 1; i < size; i++) {
    if (i % 10 === 0) continue;
    for (let k = 0; k < 2; k++) {
      if (random() < 0.6) {
        const from = Math.max(1, i - 1 - Math.floor(random() * 12));
        if (from % 10 === 0 || from === i) continue;
        links.push(link(`N${from}`, `N${i}`, TYPES[Math.floor(random() * TYPES.length)], Math.floor(random() * 3 - 1) * DAY / 2));
      }
    }
  }
  return model(activities, links);
}

function sameResults(incremental: Scheduler, full: ReturnType<typeof schedule>, context: string): void {
  const got = incremental.result();
  assert.equal(got.projectFinish, full.projectFinish, `${context}: project finish`);
  for (const [id, expected] of full.activities) {
    const actual = got.activities.get(id)!;
    assert.deepEqual(
      { ...actual, drivingPredecessorIds: [...actual.drivingPredecessorIds].sort() },
      { ...expected, drivingPredecessorIds: [...expected.drivingPredecessorIds].sort() },
      `${context}: activity ${id}`,
    );
  }
}

describe('incremental scheduling', () => {
  it('gives the same result as a full schedule after random edits', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed);
      const current = randomSchedule(random, 60);
      const scheduler = new Scheduler(current);
      scheduler.run();
      for (let edit = 0; edit < 40; edit++) {
        const roll = random();
        const index = 1 + Math.floor(random() * 59);
        const target = current.activities[index]!;
        let description: string;
        if (roll < 0.5 && target.kind === 'task') {
          const duration = Math.floor(random() * 6) * DAY;
          scheduler.setDuration(target.id, duration);
          current.activities[index] = { ...target, duration };
          description = `duration of ${target.id}`;
        } else if (roll < 0.65 && target.kind !== 'summary') {
          const constraint = random() < 0.5 ? { type: 'snet' as const, date: t('2024-03-06T13:00') } : { type: 'asap' as const };
          scheduler.updateActivity(target.id, { constraint });
          current.activities[index] = { ...target, constraint };
          description = `constraint of ${target.id}`;
        } else if (roll < 0.85) {
          const other = current.activities[1 + Math.floor(random() * 59)]!;
          const added = link(other.id, target.id, TYPES[Math.floor(random() * TYPES.length)], DAY);
          try {
            scheduler.addLink(added);
            current.links.push(added);
            description = `link ${other.id} -> ${target.id}`;
          } catch (error) {
            if (!(error instanceof CycleError)) throw error;
            assert.throws(() => schedule({ ...current, links: [...current.links, added] }), CycleError);
            continue;
          }
        } else {
          const removed = current.links[Math.floor(random() * current.links.length)];
          if (!removed) continue;
          scheduler.removeLink(removed.predecessorId, removed.successorId);
          current.links = current.links.filter((l) => !(l.predecessorId === removed.predecessorId && l.successorId === removed.successorId));
          description = `unlink ${removed.predecessorId} -> ${removed.successorId}`;
        }
        const summaryOfRun = scheduler.run();
        assert.equal(summaryOfRun.full, false);
        sameResults(scheduler, schedule(current), `seed ${seed}, edit ${edit} (${description})`);
      }
    }
  });

  it('recomputes only the part of a large network a change reaches', () => {
    const random = seeded(99);
    const big = randomSchedule(random, 5000);
    const scheduler = new Scheduler(big);
    scheduler.run();
    // A late activity reaches few others; the time it saves is measured by `npm run bench:scheduling`.
    scheduler.setDuration('N4995', 9 * DAY);
    const run = scheduler.run();
    assert.equal(run.full, false);
    assert.ok(run.recomputed < 200, `recomputed ${run.recomputed}`);
  });
});
