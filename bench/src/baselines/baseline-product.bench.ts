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
  await biCatchUp(token, project.id, schedulePath);
}

/**
 * Every activation marks the schedule's BI activity rows changed so a BI refresh reads the new baseline dates: after
 * one more activation, how long until an `updatedSince` refresh lists all of them, and whether the analytics service
 * still answers its figures meanwhile.
 */
async function biCatchUp(token: string, projectId: string, schedulePath: string): Promise<void> {
  const { secret, token: apiToken } = await call<{ secret: string; token: { id: string } }>('POST', '/companies/current/api-tokens', token, { name: `baseline bench ${Date.now()}` });
  try {
    const since = new Date().toISOString();
    const started = performance.now();
    await call('POST', `${schedulePath}/baselines`, token, { name: 'BI catch-up', saveOption: 1 });
    let listed = 0;
    let slowestFigure = 0;
    while (listed < SIZE && performance.now() - started < 600_000) {
      const page = await call<{ total: number }>('GET', `/bi/activities?limit=1&updatedSince=${encodeURIComponent(since)}`, secret);
      listed = page.total;
      const asked = performance.now();
      await call('GET', `/analytics/projects/${projectId}/figures/ppc`, token);
      slowestFigure = Math.max(slowestFigure, performance.now() - asked);
      if (listed < SIZE) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  BI refresh lists the new baseline's ${SIZE} activities: ${listed >= SIZE ? `after ${seconds} s` : `only ${listed} after ${seconds} s`}; slowest PPC figure meanwhile ${Math.round(slowestFigure)} ms`);
  } finally {
    await call('DELETE', `/companies/current/api-tokens/${apiToken.id}`, token).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
