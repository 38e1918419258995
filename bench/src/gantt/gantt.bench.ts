import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { benchSchedule } from './bench-schedule';
import { serveDirectory } from '../support/static-server';
import { mainThreadWorkPerFrame } from '../support/frame-work';
import { ms, percentile, runBench } from '../support/stats';

/**
 * Drives /remotes/masterplan/bench/gantt.html (the real Gantt editor behind the `window.bench` contract) in headless
 * Chromium with 1k, 10k and 50k activities and prints: first render, frame times and main-thread work per frame while
 * scrolling, JS heap and DOM nodes. Serves the built remote itself: `node scripts/build-web.js` first.
 */
/** The page's contract, as the page declares it. */
declare global {
  interface Window {
    bench: {
      name: string;
      load(schedule: unknown): Promise<void>;
      scrollV(steps: number): Promise<void>;
      scrollH(steps: number): Promise<void>;
      stats(): { rows: number; domNodes: number; jsHeap: number | null };
    };
  }
}

const DIST = join(__dirname, '..', '..', '..', 'mfe-masterplan', 'dist');
const SIZES = (process.env.GANTT_BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);

const serve = () => serveDirectory(DIST, /^\/remotes\/masterplan\//);

async function main(): Promise<void> {
  const server = await serve();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/masterplan/bench/gantt.html`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-precise-memory-info'] });
  try {
    for (const size of SIZES) {
      const schedule = benchSchedule(size);
      const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
      // A page that throws would otherwise leave load() waiting for bars forever.
      const failed = new Promise<never>((_, reject) => page.on('pageerror', (error) => reject(new Error(`bench page failed: ${error.message}`))));
      await page.goto(url);
      await page.waitForFunction(() => document.body.dataset.benchReady === 'true', undefined, { timeout: 30_000 });
      await page.evaluate((json) => {
        (window as unknown as { __schedule: unknown }).__schedule = JSON.parse(json);
      }, JSON.stringify(schedule));
      const firstRender = await Promise.race([
        failed,
        page.evaluate(async () => {
          const began = performance.now();
          await window.bench.load((window as unknown as { __schedule: unknown }).__schedule);
          return performance.now() - began;
        }),
      ]);
      const scrolling = async (direction: 'V' | 'H') =>
        page.evaluate(async (axis) => {
          const frames: number[] = [];
          const work: number[] = [];
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) work.push(entry.duration);
          });
          try {
            observer.observe({ type: 'long-animation-frame', buffered: false });
          } catch {
            /* an older Chromium: frame times only */
          }
          let last = performance.now();
          const tick = (now: number) => {
            frames.push(now - last);
            last = now;
            if (running) requestAnimationFrame(tick);
          };
          let running = true;
          requestAnimationFrame(tick);
          const began = performance.now();
          if (axis === 'V') await window.bench.scrollV(60);
          else await window.bench.scrollH(60);
          const took = performance.now() - began;
          running = false;
          observer.disconnect();
          return { frames, longFrames: work, took };
        }, direction);
      // Frames timed untraced, then the main thread's work per frame from a trace of another 60 steps.
      const traced = async (direction: 'V' | 'H') => {
        const timed = await scrolling(direction);
        const { work } = await mainThreadWorkPerFrame(page, () => scrolling(direction));
        return { ...timed, work };
      };
      const vertical = await traced('V');
      const horizontal = await traced('H');
      const stats = await page.evaluate(() => window.bench.stats());
      const line = (name: string, run: Awaited<ReturnType<typeof traced>>) =>
        `  scroll ${name}: 60 steps in ${ms(run.took)} (${((60 / run.took) * 1000).toFixed(0)} steps/s); frame p50 ${ms(percentile(run.frames, 50))}, p95 ${ms(percentile(run.frames, 95))}; main-thread work per frame p50 ${ms(percentile(run.work, 50))}, p95 ${ms(percentile(run.work, 95))} (goal p50 < 4 ms); frames over 50 ms of work: ${run.longFrames.length}`;
      console.log(`${size} activities, ${schedule.links.length} links`);
      console.log(`  first render: ${ms(firstRender)}`);
      console.log(line('vertical', vertical));
      console.log(line('horizontal', horizontal));
      console.log(`  DOM nodes: ${stats.domNodes}; JS heap: ${stats.jsHeap === null ? 'n/a' : `${(stats.jsHeap / 1_048_576).toFixed(1)} MiB`}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

runBench(main);
