/**
 * Scheduling engine speed on construction-like networks of 1k, 10k and 100k activities.
 * Usage: node --expose-gc bench/dist/scheduling/scheduling.bench.js [sizes...]
 */
import { Scheduler, schedule } from '@tenon/scheduling';
import { constructionNetwork, seededRandom } from './construction-network';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function time(action: () => void): number {
  const started = process.hrtime.bigint();
  action();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

interface Row {
  size: number;
  links: number;
  fullSchedule: number;
  fullRun: number;
  incremental: number;
  incrementalReach: number;
  heapMb: number;
  rssMb: number;
}

function measure(size: number): Row {
  const model = constructionNetwork(size);
  const runs = size >= 100_000 ? 7 : size >= 10_000 ? 15 : 40;
  for (let warm = 0; warm < 3; warm++) schedule(model);

  gc();
  const heapBefore = process.memoryUsage();
  const fullSchedule = median(Array.from({ length: runs }, () => time(() => schedule(model))));

  // The same work without building one result object per activity (what a Web Worker edit loop uses).
  const fullRun = median(
    Array.from({ length: runs }, () => {
      const scheduler = new Scheduler(model);
      return time(() => scheduler.run());
    }),
  );

  const scheduler = new Scheduler(model);
  scheduler.run();
  const held = scheduler.result();
  gc();
  const heapAfter = process.memoryUsage();
  // Retained by the scheduler and its result; small sizes can read slightly negative from collector noise.
  const heapMb = Math.max(0, (heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 2 ** 20);

  const random = seededRandom(size);
  const tasks = model.activities.filter((activity) => activity.kind === 'task');
  const edits = 200;
  const incrementalTimes: number[] = [];
  let reach = 0;
  for (let edit = 0; edit < edits; edit++) {
    const task = tasks[Math.floor(random() * tasks.length)]!;
    scheduler.setDuration(task.id, 480 * (1 + Math.floor(random() * 15)));
    let recomputed = 0;
    incrementalTimes.push(time(() => (recomputed = scheduler.run().recomputed)));
    reach += recomputed;
  }
  if (held.activities.size !== model.activities.length) throw new Error('result is incomplete');
  return {
    size,
    links: model.links.length,
    fullSchedule,
    fullRun,
    incremental: median(incrementalTimes),
    incrementalReach: reach / edits,
    heapMb,
    rssMb: process.resourceUsage().maxRSS / 1024,
  };
}

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const rows = (sizes.length ? sizes : [1_000, 10_000, 100_000]).map(measure);

const header = ['activities', 'links', 'full schedule() ms', 'full run ms', 'incremental ms', 'avg reach', 'retained MB', 'peak RSS MB'];
const table = rows.map((row) => [
  row.size.toLocaleString('en-US'),
  row.links.toLocaleString('en-US'),
  row.fullSchedule.toFixed(1),
  row.fullRun.toFixed(1),
  row.incremental.toFixed(2),
  Math.round(row.incrementalReach).toLocaleString('en-US'),
  row.heapMb.toFixed(1),
  row.rssMb.toFixed(0),
]);
const widths = header.map((title, c) => Math.max(title.length, ...table.map((cells) => cells[c]!.length)));
const line = (cells: string[]) => cells.map((cell, c) => cell.padStart(widths[c]!)).join('  ');
console.log('Scheduling engine (median; incremental = re-schedule after one duration change)');
console.log(line(header));
for (const cells of table) console.log(line(cells));
console.log(
  'full schedule() = compile + forward/backward passes + floats + one result object per activity; full run = passes and floats only;',
);
console.log('avg reach = activities recomputed per edit; retained MB = heap held by one scheduler and its result; peak RSS = whole process so far; goals: 100k full < 300 ms, 10k incremental < 5 ms');
