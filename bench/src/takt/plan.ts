import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminSession, BASE, call, DEMO_PASSWORD } from '../support/product-api';
import { benchTaktSchedule } from './bench-takt-schedule';

/**
 * The takt plan of a 60-floor tower (720 units) with 20 trades assigned (14,400 takt tasks), on the running product
 * (`npm start`): generating it (every task dated through the lookahead) and drawing its flowline and takt grid in the
 * browser. Goal (issue 13): the flowline of that plan renders < 300 ms.
 */
const FLOORS = Number(process.env.BENCH_FLOORS ?? 60);
const UNITS = Number(process.env.BENCH_UNITS_PER_FLOOR ?? 12);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 20);
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface PlanView {
  structureId: string | null;
  cells: unknown[];
  plan: { tasksWritten: number } | null;
}

async function main(): Promise<void> {
  const token = await adminSession();
  const { project, schedule, base, activities } = await benchTaktSchedule(token, 'Takt plan bench', ACTIVITIES);
  try {
    const tree = await call<{ structures: Array<{ id: string }>; units: Array<{ id: string }> }>('POST', `/takt${base}/structures`, token, {
      type: 'tall_building',
      name: 'Bench tower',
      mode: 'automatic',
      automatic: { locationLabel: 'Floor', start: 1, end: FLOORS, unitLabel: 'Apartment', unitsPerLocation: UNITS },
    });
    await call('GET', `/takt${base}/assign`, token);
    const tasks = ACTIVITIES * tree.units.length;
    console.log(`Takt plan: ${ACTIVITIES} trades × ${FLOORS} floors × ${UNITS} units = ${tasks} takt tasks`);
    const unitIds = tree.units.map((u) => u.id);
    let started = performance.now();
    try {
      await call('POST', `/takt${base}/assign`, token, { activityIds: activities.map((a) => a.id), unitIds });
      console.log(`  assign of the ${ACTIVITIES} trades to the ${tree.units.length} units in one call: ${(performance.now() - started).toFixed(0)} ms  goal < 5000 ms`);
    } catch (error) {
      // The figure is the failure; the plan still needs its trades, so the rest are assigned one by one (a retried
      // assign creates nothing twice; trades the failed call finished are skipped).
      console.log(`  assign of the ${ACTIVITIES} trades in one call FAILED after ${(performance.now() - started).toFixed(0)} ms  goal < 5000 ms: ${String(error).slice(0, 160)}`);
      started = performance.now();
      const view = await call<{ activities: Array<{ id: string; unitCount: number }> }>('GET', `/takt${base}/assign`, token);
      const done = new Set(view.activities.filter((a) => a.unitCount === unitIds.length).map((a) => a.id));
      for (const activity of activities) if (!done.has(activity.id)) await call('POST', `/takt${base}/assign`, token, { activityIds: [activity.id], unitIds });
      console.log(`  then one call per trade for the ${ACTIVITIES - done.size} not done: ${(performance.now() - started).toFixed(0)} ms`);
    }

    const structureId = tree.structures[0]!.id;
    const plan = { structureId, taktDays: 2, bufferPeriods: 0, start: '2027-03-01', wagonIds: activities.map((a) => a.id), shifts: {} };
    for (const label of ['generate (the plan saved, every task dated and announced)', 'generate again (nothing left to change)']) {
      started = performance.now();
      try {
        const generated = await call<PlanView>('PUT', `/takt${base}/plan`, token, plan);
        console.log(`  ${label}: ${generated.plan?.tasksWritten ?? 0} tasks written in ${(performance.now() - started).toFixed(0)} ms`);
      } catch (error) {
        // The plan is stored before its dates are written, so the flowline below is still the plan's.
        console.log(`  ${label} FAILED after ${(performance.now() - started).toFixed(0)} ms: ${String(error).slice(0, 160)}`);
      }
    }
    started = performance.now();
    const read = await call<PlanView>('GET', `/takt${base}/plan?structureId=${structureId}`, token);
    console.log(`  read of the plan (${read.cells.length} cells) through the gateway: ${(performance.now() - started).toFixed(0)} ms`);

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      // From the plan's answer arriving to the flowline drawn and painted: JSON, React and the SVG, not the network.
      await page.addInitScript(() => {
        const w = window as unknown as { flowlineDrawnAt?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid="takt-flowline"] polyline') === null) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.flowlineDrawnAt = performance.now()), 0));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${BASE}/login`);
      await page.getByTestId('login-email').fill('admin@tenon.demo');
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/masterplan', { timeout: 30_000 });
      // The shell scopes the selection to the session's company, then picks a first schedule: one written before that
      // would be dropped or overwritten.
      await page.waitForFunction(() => (JSON.parse(localStorage.getItem('tenon.selection') ?? '{}') as { scheduleId?: string | null }).scheduleId != null);
      await page.evaluate(([projectId, scheduleId]) => {
        const selection = JSON.parse(localStorage.getItem('tenon.selection') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('tenon.selection', JSON.stringify({ ...selection, projectId, scheduleId }));
      }, [project.id, schedule.id]);
      const renders: number[] = [];
      const opens: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        started = performance.now();
        await page.goto(`${BASE}/taktplanning/plan`);
        await page.waitForFunction(() => (window as unknown as { flowlineDrawnAt?: number }).flowlineDrawnAt !== undefined, undefined, { timeout: 60_000 });
        opens.push(performance.now() - started);
        renders.push(
          await page.evaluate(() => {
            const answer = performance.getEntriesByType('resource').filter((e) => /\/plan(\?|$)/.test(e.name)) as PerformanceResourceTiming[];
            return (window as unknown as { flowlineDrawnAt: number }).flowlineDrawnAt - answer[answer.length - 1]!.responseEnd;
          }),
        );
      }
      const segments = await page.locator('[data-testid="takt-flowline-segment"]').count();
      const cells = await page.locator('[data-testid="takt-grid-cell"]').count();
      const shot = join(tmpdir(), 'takt-plan-bench.png');
      await page.screenshot({ path: shot, fullPage: false });
      console.log(`  flowline (${segments} segments) and grid (${cells} cells) drawn after the plan's answer: median ${Math.round(median(renders))} ms (${renders.map(Math.round).join(', ')})  goal < 300 ms`);
      console.log(`  page opened to a drawn flowline: median ${Math.round(median(opens))} ms (${opens.map(Math.round).join(', ')}); screenshot ${shot}`);
    } finally {
      await browser.close();
    }
  } finally {
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
