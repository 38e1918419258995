import { adminSession, BASE, benchProject, call } from '../support/product-api';
import { xerOf } from './xer-fixture';

/**
 * Update of a 10,000-activity plan from the owner's next version of its XER, through the running product (`npm start`):
 * upload to diff (file read, matched by P6 ids and compared with the plan), then applying every change as one version.
 * Goal (issue 10): re-import diff of 10k activities < 2 s. Each run imports into a new schedule, deleted afterwards.
 */
const SIZE = Number(process.env.BENCH_ACTIVITIES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Diff {
  importId: string;
  added: Array<{ sourceId: string }>;
  removed: Array<{ id: string }>;
  changed: Array<{ id: string }>;
  unchanged: number;
}

async function main(): Promise<void> {
  const token = await adminSession();
  const project = await benchProject(token);
  const first = new TextEncoder().encode(xerOf(SIZE));
  const next = new TextEncoder().encode(xerOf(SIZE, { longerEvery: 7, renameEvery: 25, replaced: 100 }));
  process.stdout.write(`re-import bench: ${SIZE} activities, ${RUNS} runs against ${BASE}\n`);
  const diffs: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Re-import bench ${Date.now()}` });
    const imports = `/masterplan/projects/${project.id}/schedules/${schedule.id}/imports`;
    try {
      const preview = await call<{ importId: string }>('POST', `${imports}?fileName=bench.xer`, token, undefined, first);
      await call('POST', `${imports}/${preview.importId}/finish`, token, {});
      const began = performance.now();
      const diff = await call<Diff>('POST', `${imports}/updates?fileName=bench-v2.xer`, token, undefined, next);
      const diffMs = performance.now() - began;
      const applyBegan = performance.now();
      const accept = { added: diff.added.map((a) => a.sourceId), removed: diff.removed.map((r) => r.id), changed: diff.changed.map((c) => c.id) };
      const applied = await call<{ version: number }>('POST', `${imports}/updates/${diff.importId}/apply`, token, { accept });
      const applyMs = performance.now() - applyBegan;
      diffs.push(diffMs);
      process.stdout.write(
        `run ${run}: upload to diff ${diffMs.toFixed(0)} ms (${diff.changed.length} changed, ${diff.added.length} added, ${diff.removed.length} removed, ${diff.unchanged} unchanged); apply all ${applyMs.toFixed(0)} ms (version ${applied.version})\n`,
      );
    } finally {
      await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
    }
  }
  const sorted = [...diffs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  process.stdout.write(`upload to diff, median of ${RUNS}: ${median.toFixed(0)} ms (goal < 2000 ms: ${median < 2000 ? 'met' : 'not met'})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
