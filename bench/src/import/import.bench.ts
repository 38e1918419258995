import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readScheduleText } from '@tenon/scheduling/readers';
import { writeMspdi } from '@tenon/scheduling/writers';
import { adminSession, BASE, benchProject, call } from '../support/product-api';
import { xerOf } from './xer-fixture';

/**
 * Import of a 4,000-activity Primavera XER through the running product (`npm start`): upload to preview (the file
 * read and mapped by the masterplan service, the preview kept), and finish (the plan saved as version 1).
 * Goals (issue 10): a 4,000-activity XER upload to preview < 3 s; with BENCH_FORMAT=mspdi BENCH_ACTIVITIES=50000, < 15 s
 * and the service under 1 GB. Each run imports into a new schedule, deleted afterwards.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 4_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `xer` (default) or `mspdi`: the same generated plan, written as MS Project XML by the product's own writer. */
const FORMAT = process.env.BENCH_FORMAT === 'mspdi' ? 'mspdi' : 'xer';

/** Peak resident memory of the masterplan service on this machine (Linux), when it runs here. */
function masterplanPeakMb(): number | null {
  try {
    const pid = execFileSync('pgrep', ['-f', 'services/masterplan/dist/main.js'], { encoding: 'utf8' }).trim().split('\n')[0];
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}
async function main(): Promise<void> {
  const token = await adminSession();
  const project = await benchProject(token);
  const xer = xerOf(SIZE);
  const file = new TextEncoder().encode(FORMAT === 'mspdi' ? writeMspdi(readScheduleText('bench.xer', xer).model) : xer);
  process.stdout.write(`import bench: ${SIZE} activities, ${FORMAT.toUpperCase()} of ${(file.length / 1024 / 1024).toFixed(1)} MB, ${RUNS} runs against ${BASE}\n`);
  const previews: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Import bench ${Date.now()}` });
    const imports = `/masterplan/projects/${project.id}/schedules/${schedule.id}/imports`;
    try {
      const began = performance.now();
      const preview = await call<{ importId: string; counts: { activities: number; links: number }; warnings: unknown[] }>('POST', `${imports}?fileName=bench.${FORMAT === 'mspdi' ? 'xml' : 'xer'}`, token, undefined, file);
      const previewMs = performance.now() - began;
      const finishBegan = performance.now();
      const finished = await call<{ version: number; activities: number }>('POST', `${imports}/${preview.importId}/finish`, token, {});
      const finishMs = performance.now() - finishBegan;
      previews.push(previewMs);
      process.stdout.write(
        `run ${run}: upload to preview ${previewMs.toFixed(0)} ms (${preview.counts.activities} activities, ${preview.counts.links} links, ${preview.warnings.length} warning kinds); finish ${finishMs.toFixed(0)} ms (version ${finished.version}, ${finished.activities} activities)\n`,
      );
    } finally {
      await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
    }
  }
  const sorted = [...previews].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const goal = FORMAT === 'mspdi' ? 15_000 : 3_000;
  process.stdout.write(`upload to preview, median of ${RUNS}: ${median.toFixed(0)} ms (goal < ${goal} ms: ${median < goal ? 'met' : 'not met'})\n`);
  const peak = masterplanPeakMb();
  if (peak !== null) process.stdout.write(`masterplan service peak memory since it started: ${peak} MB\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
