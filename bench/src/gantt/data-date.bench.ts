import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { benchSchedule } from './bench-schedule';

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
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };
const SIZES = (process.env.DATA_DATE_BENCH_SIZES ?? '10000').split(',').map(Number);
const MOVES = Number(process.env.DATA_DATE_BENCH_MOVES ?? 20);

function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^\/remotes\/masterplan\//, '/');
    readFile(join(DIST, path))
      .then((content) => {
        response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
        response.end(content);
      })
      .catch(() => {
        response.writeHead(404);
        response.end();
      });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
