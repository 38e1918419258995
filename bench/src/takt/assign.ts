import { adminSession, call } from '../support/product-api';
import { benchTaktSchedule } from './bench-takt-schedule';

/**
 * Assigning 20 activities to the 720 production units of a 60-floor tower (14,400 lookahead takt tasks) in one call
 * through the gateway, on the running product (`npm start`). Goal (issue 13): < 5 s.
 */
const FLOORS = Number(process.env.BENCH_FLOORS ?? 60);
const UNITS = Number(process.env.BENCH_UNITS_PER_FLOOR ?? 12);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 20);

interface AssignView {
  activities: Array<{ id: string; unitCount: number }>;
  tree: { units: Array<{ id: string }> };
}

async function main(): Promise<void> {
  const token = await adminSession();
  const { project, schedule, base, activities } = await benchTaktSchedule(token, 'Takt assign bench', ACTIVITIES);
  try {
    const tree = await call<{ units: Array<{ id: string }> }>('POST', `/takt${base}/structures`, token, {
      type: 'tall_building',
      name: 'Bench tower',
      mode: 'automatic',
      automatic: { locationLabel: 'Floor', start: 1, end: FLOORS, unitLabel: 'Apartment', unitsPerLocation: UNITS },
    });
    console.log(`  setup: ${ACTIVITIES} activities and ${tree.units.length} units`);
    // The screen first: the lookahead learns the new plan before the timed call.
    await call<AssignView>('GET', `/takt${base}/assign`, token);
    const started = performance.now();
    const view = await call<AssignView>('POST', `/takt${base}/assign`, token, { activityIds: activities.map((a) => a.id), unitIds: tree.units.map((u) => u.id) });
    const elapsed = performance.now() - started;
    const tasks = view.activities.reduce((sum, a) => sum + a.unitCount, 0);
    if (tasks !== ACTIVITIES * tree.units.length) throw new Error(`the screen counts ${tasks} relations`);
    console.log(`Takt assign: ${ACTIVITIES} activities × ${tree.units.length} units = ${tasks} takt tasks`);
    console.log(`  one assign call through the gateway, tasks stored and events sent: ${elapsed.toFixed(0)} ms  goal < 5000 ms`);
    const unassignStarted = performance.now();
    const after = await call<AssignView>('POST', `/takt${base}/unassign`, token, { activityIds: activities.map((a) => a.id), unitIds: tree.units.map((u) => u.id) });
    const left = after.activities.reduce((sum, a) => sum + a.unitCount, 0);
    if (left !== 0) throw new Error(`the screen still counts ${left} relations`);
    console.log(`  unassigning them all in one call: ${(performance.now() - unassignStarted).toFixed(0)} ms`);
  } finally {
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
