/**
 * Scheduling engine speed on construction-like networks of 1k, 10k and 100k activities.
 * Usage: node --expose-gc bench/dist/scheduling/scheduling.bench.js [sizes...]
 */
import { availableParallelism, loadavg } from 'node:os';
import { Scheduler, schedule, scheduleArrays } from '@tenon/scheduling';
import { seededRandom } from '@tenon/scheduling/corpus';
import { constructionNetwork } from './construction-network';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Processor time (user + system, all threads of the process) of an action, in ms: less sensitive to other load. */
function cpuTime(action: () => void): number {
  const started = process.cpuUsage();
  action();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
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
  fullScheduleCpu: number;
  fullArrays: number;
  build: number;
  passes: number;
  result: number;
  incremental: number;
  incrementalReach: number;
  heapMb: number;
  rssMb: number;
}

function measure(size: number): Row {
  const model = constructionNetwork(size);
  const runs = size >= 100_000 ? 11 : size >= 10_000 ? 15 : 40;
  for (let warm = 0; warm < 3; warm++) schedule(model);

  gc();
  const heapBefore = process.memoryUsage();
  // End to end, as a caller sees it: network build, passes, floats and the result.
  const fullSchedule = median(Array.from({ length: runs }, () => time(() => schedule(model))));
  const fullScheduleCpu = median(Array.from({ length: runs }, () => cpuTime(() => schedule(model))));
  const fullArrays = median(Array.from({ length: runs }, () => time(() => scheduleArrays(model))));

  // The same work split into its parts.
  const build: number[] = [];
  const passes: number[] = [];
  const result: number[] = [];
  for (let run = 0; run < runs; run++) {
    let scheduler: Scheduler | undefined;
    build.push(time(() => (scheduler = new Scheduler(model))));
    passes.push(time(() => scheduler!.run()));
    result.push(time(() => scheduler!.result()));
  }

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
    fullScheduleCpu,
    fullArrays,
    build: median(build),
    passes: median(passes),
    result: median(result),
    incremental: median(incrementalTimes),
    incrementalReach: reach / edits,
    heapMb,
    rssMb: process.resourceUsage().maxRSS / 1024,
  };
}

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const rows = (sizes.length ? sizes : [1_000, 10_000, 100_000]).map(measure);

const header = ['activities', 'links', 'links/act', 'schedule() ms', 'schedule() cpu ms', 'scheduleArrays() ms', 'build ms', 'passes ms', 'result ms', 'incremental ms', 'avg reach', 'retained MB', 'peak RSS MB'];
const table = rows.map((row) => [
  row.size.toLocaleString('en-US'),
  row.links.toLocaleString('en-US'),
  (row.links / row.size).toFixed(2),
  row.fullSchedule.toFixed(1),
  row.fullScheduleCpu.toFixed(1),
  row.fullArrays.toFixed(1),
  row.build.toFixed(1),
  row.passes.toFixed(1),
  row.result.toFixed(1),
  row.incremental.toFixed(2),
  Math.round(row.incrementalReach).toLocaleString('en-US'),
  row.heapMb.toFixed(1),
  row.rssMb.toFixed(0),
]);
const widths = header.map((title, c) => Math.max(title.length, ...table.map((cells) => cells[c]!.length)));
const line = (cells: string[]) => cells.map((cell, c) => cell.padStart(widths[c]!)).join('  ');
console.log('Scheduling engine, medians on construction-like networks');
console.log(line(header));
for (const cells of table) console.log(line(cells));
const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.log(
  [
    'schedule() ms       = full schedule end to end: network build + forward/backward passes + floats + result (goal at 100k: < 300 ms)',
    'schedule() cpu ms   = processor time of the same call (wall time minus waiting for a core when the machine is busy)',
    'scheduleArrays() ms = the same, results as flat typed arrays instead of the by-id view',
    'build / passes / result ms = the parts of schedule(): new Scheduler(model), run(), result()',
    'incremental ms      = re-schedule after one duration change (goal at 10k: < 5 ms); avg reach = activities recomputed per edit',
    'retained MB         = heap held by one scheduler and its result; peak RSS MB = whole process so far',
    `load average while measuring (1/5/15 min): ${one} ${five} ${fifteen} on ${availableParallelism()} cores`,
  ].join('\n'),
);
