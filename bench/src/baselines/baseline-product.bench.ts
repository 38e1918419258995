import { randomBytes } from 'node:crypto';
import { planActivityDefaults } from '@tenon/contracts';
import { adminSession, call, scratchSchedule } from '../support/product-api';
import { median } from '../support/stats';

/**
 * Saving a baseline of a 10,000-activity schedule on the running product (`npm start`), through the gateway.
 * Goal (issue: Master plan in depth, baselines): < 1 s.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 10_000);

const objectId = () => randomBytes(12).toString('hex');

/** One working day per activity, day after day: the baseline copies dates, so the network does not matter here. */
function activities(size: number) {
  const first = Date.UTC(2027, 0, 4);
  return Array.from({ length: size }, (_, index) => {
    const day = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return {
      id: objectId(), correlativeId: index + 1, name: `Activity ${index + 1}`, kind: 'task', parentId: null, order: index, duration: 480,
      start: `${day}T08:00`, finish: `${day}T17:00`, ...planActivityDefaults(), progress: index % 3 === 0 ? 100 : 0,
    };
  });
}

async function main(): Promise<void> {
  const token = await adminSession();
  const scratch = await scratchSchedule(token, `Baseline bench ${SIZE}`);
  const project = { id: scratch.projectId };
  const schedule = { id: scratch.scheduleId };
  const schedulePath = `/masterplan/projects/${project.id}/schedules/${schedule.id}`;
  await call('PUT', `${schedulePath}/plan`, token, { projectId: project.id, scheduleId: schedule.id, baseVersion: 0, activities: { upsert: activities(SIZE), delete: [] }, links: { upsert: [], delete: [] } });
  console.log(`Baselines on the running product: ${SIZE} activities (schedule ${schedule.id})`);
  for (const saveOption of [1, 2, 3] as const) {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const saved = await call<{ pointCount: number }>('POST', `${schedulePath}/baselines`, token, { name: `Option ${saveOption} #${round + 1}`, saveOption });
      times.push(performance.now() - started);
      if (saved.pointCount !== SIZE) throw new Error(`option ${saveOption} kept ${saved.pointCount} points`);
    }
    console.log(`  save a baseline (option ${saveOption}): median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')}) — goal < 1000 ms`);
  }
  const { baselines } = await call<{ baselines: Array<{ id: string; active: boolean }> }>('GET', `${schedulePath}/baselines`, token);
  const reads: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    await call('GET', `${schedulePath}/baselines/${baselines.find((b) => b.active)!.id}`, token);
    reads.push(performance.now() - started);
  }
  console.log(`  read the active baseline's points: median ${Math.round(median(reads))} ms (${reads.map(Math.round).join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
