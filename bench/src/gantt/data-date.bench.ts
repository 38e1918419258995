import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { benchSchedule } from './bench-schedule';
import { serveDirectory } from '../support/static-server';
import { ms, percentile, runBench } from '../support/stats';

/**
 * Moving the data date of a 10,000-activity plan, in headless Chromium, in the Gantt's own Web Worker: each move
 * schedules the whole plan again from the new data date, as the editor does (goal: under 100 ms). Prints the round
 * trip from the page and the worker's own time. Serves the built remote: `node scripts/build-web.js` first.
 */
interface DataDateMoves {
  activities: number;
  started: number;
  roundTripMs: number[];
  workerMs: number[];
  finishes: Array<string | null>;
}
/** The page's `window.bench` as far as this bench uses it (the Gantt bench declares the rest). */
type DataDatePage = { bench: { dataDateMoves(schedule: unknown, moves: number): Promise<DataDateMoves> } };

const DIST = join(__dirname, '..', '..', '..', 'mfe-masterplan', 'dist');
const SIZES = (process.env.DATA_DATE_BENCH_SIZES ?? '10000').split(',').map(Number);
const MOVES = Number(process.env.DATA_DATE_BENCH_MOVES ?? 20);

const serve = () => serveDirectory(DIST, /^\/remotes\/masterplan\//);

async function main(): Promise<void> {
  const server = await serve();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/masterplan/bench/gantt.html`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const size of SIZES) {
      const page = await browser.newPage();
      await page.goto(url);
      await page.waitForFunction(() => document.body.dataset.benchReady === 'true', undefined, { timeout: 30_000 });
      const run = await page.evaluate(({ json, moves }) => (window as unknown as DataDatePage).bench.dataDateMoves(JSON.parse(json), moves), { json: JSON.stringify(benchSchedule(size)), moves: MOVES });
      const [where, ...finishes] = run.finishes;
      console.log(`${run.activities} activities (${run.started} started), ${MOVES} data-date moves of one day, engine in the ${where}`);
      console.log(`  round trip: p50 ${ms(percentile(run.roundTripMs, 50))}, p95 ${ms(percentile(run.roundTripMs, 95))}, max ${ms(Math.max(...run.roundTripMs))}`);
      console.log(`  worker:     p50 ${ms(percentile(run.workerMs, 50))}, p95 ${ms(percentile(run.workerMs, 95))}, max ${ms(Math.max(...run.workerMs))}`);
      console.log(`  project finish: ${finishes[0]} after the first move, ${finishes[finishes.length - 1]} after the last`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

runBench(main);
