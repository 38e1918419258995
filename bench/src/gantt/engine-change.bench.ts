import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { benchSchedule } from './bench-schedule';
import { serveDirectory } from '../support/static-server';
import { ms, percentile, runBench } from '../support/stats';

/**
 * A change that reschedules a whole 10,000-activity plan, in headless Chromium, in the Gantt's own Web Worker, as the
 * editor makes it (goal: under 100 ms each). `data-date`: the data date moves a day, and only the new date is sent.
 * `calendar`: one more holiday is added to the calendar, and the plan is loaded again with it, as after a calendar is
 * saved (issue 9). Prints the round trip from the page and the worker's own time. Serves the built remote:
 * `node scripts/build-web.js` first. Env: ENGINE_BENCH_SIZES (default 10000), ENGINE_BENCH_CHANGES (default 20).
 */
interface EngineChanges {
  activities: number;
  started: number;
  roundTripMs: number[];
  workerMs: number[];
  finishes: Array<string | null>;
}
type Kind = 'data-date' | 'calendar';
/** The page's `window.bench` as far as this bench uses it (the Gantt bench declares the rest). */
type EnginePage = { bench: Record<'dataDateMoves' | 'holidaysAdded', (schedule: unknown, changes: number) => Promise<EngineChanges>> };

const DIST = join(__dirname, '..', '..', '..', 'mfe-masterplan', 'dist');
const SIZES = (process.env.ENGINE_BENCH_SIZES ?? '10000').split(',').map(Number);
const CHANGES = Number(process.env.ENGINE_BENCH_CHANGES ?? 20);
const KINDS: Record<Kind, { method: keyof EnginePage['bench']; what: string }> = {
  'data-date': { method: 'dataDateMoves', what: 'data-date moves of one day' },
  calendar: { method: 'holidaysAdded', what: 'calendar changes (one more holiday each)' },
};

async function main(): Promise<void> {
  const kind = process.argv[2] as Kind;
  if (!(kind in KINDS)) throw new Error(`Usage: engine-change.bench.js <${Object.keys(KINDS).join('|')}>`);
  const { method, what } = KINDS[kind];
  const server = await serveDirectory(DIST, /^\/remotes\/masterplan\//);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/masterplan/bench/gantt.html`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const size of SIZES) {
      const page = await browser.newPage();
      await page.goto(url);
      await page.waitForFunction(() => document.body.dataset.benchReady === 'true', undefined, { timeout: 30_000 });
      const run = await page.evaluate(({ json, changes, method }) => (window as unknown as EnginePage).bench[method](JSON.parse(json), changes), { json: JSON.stringify(benchSchedule(size)), changes: CHANGES, method });
      const [where, ...finishes] = run.finishes;
      const started = kind === 'data-date' ? ` (${run.started} started)` : '';
      console.log(`${run.activities} activities${started}, ${CHANGES} ${what}, engine in the ${where}`);
      console.log(`  round trip: p50 ${ms(percentile(run.roundTripMs, 50))}, p95 ${ms(percentile(run.roundTripMs, 95))}, max ${ms(Math.max(...run.roundTripMs))}  goal < 100 ms`);
      console.log(`  worker:     p50 ${ms(percentile(run.workerMs, 50))}, p95 ${ms(percentile(run.workerMs, 95))}, max ${ms(Math.max(...run.workerMs))}`);
      console.log(`  project finish: ${finishes[0]} after the first change, ${finishes[finishes.length - 1]} after the last`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

runBench(main);
