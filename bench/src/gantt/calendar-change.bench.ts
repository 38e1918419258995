import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { benchSchedule } from './bench-schedule';
import { serveDirectory } from '../support/static-server';
import { ms, percentile, runBench } from '../support/stats';

/**
 * A holiday added to the calendar of a 10,000-activity plan, in headless Chromium, in the Gantt's own Web Worker: each
 * change loads the plan again with the changed calendar and schedules it whole, as the editor does after a calendar is
 * saved (goal, issue 9: under 100 ms). Prints the round trip from the page and the worker's own time. Serves the built
 * remote: `node scripts/build-web.js` first.
 */
interface CalendarChanges {
  activities: number;
  roundTripMs: number[];
  workerMs: number[];
  finishes: Array<string | null>;
}
type CalendarPage = { bench: { holidaysAdded(schedule: unknown, changes: number): Promise<CalendarChanges> } };

const DIST = join(__dirname, '..', '..', '..', 'mfe-masterplan', 'dist');
const SIZES = (process.env.CALENDAR_BENCH_SIZES ?? '10000').split(',').map(Number);
const CHANGES = Number(process.env.CALENDAR_BENCH_CHANGES ?? 20);

async function main(): Promise<void> {
  const server = await serveDirectory(DIST, /^\/remotes\/masterplan\//);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/masterplan/bench/gantt.html`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const size of SIZES) {
      const page = await browser.newPage();
      await page.goto(url);
      await page.waitForFunction(() => document.body.dataset.benchReady === 'true', undefined, { timeout: 30_000 });
      const run = await page.evaluate(({ json, changes }) => (window as unknown as CalendarPage).bench.holidaysAdded(JSON.parse(json), changes), { json: JSON.stringify(benchSchedule(size)), changes: CHANGES });
      const [where, ...finishes] = run.finishes;
      console.log(`${run.activities} activities, ${CHANGES} calendar changes (one more holiday each), engine in the ${where}`);
      console.log(`  round trip: p50 ${ms(percentile(run.roundTripMs, 50))}, p95 ${ms(percentile(run.roundTripMs, 95))}, max ${ms(Math.max(...run.roundTripMs))}  goal < 100 ms`);
      console.log(`  worker:     p50 ${ms(percentile(run.workerMs, 50))}, p95 ${ms(percentile(run.workerMs, 95))}, max ${ms(Math.max(...run.workerMs))}`);
      console.log(`  project finish: ${finishes[0]} after one holiday, ${finishes[finishes.length - 1]} after ${CHANGES}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

runBench(main);
