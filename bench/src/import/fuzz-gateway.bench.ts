import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findScheduleCorpusDir, listCorpusFiles, MUTATION_KINDS, mutatedFiles } from '@tenon/scheduling/corpus';
import { adminSession, BASE, benchProject, call } from '../support/product-api';

/**
 * Issue 10's bad input through the running product (`npm start`): 1,000 damaged copies of the corpus (cut, bytes
 * flipped, fields removed, dates garbled, loops added, huge names, 50 MB of zeros, XML entity bombs) uploaded to the
 * import of one empty schedule, as a user would. Prints per kind how many got a preview, a refusal with a reason
 * (4xx with a message), or anything else (5xx, no answer, a refusal without a reason), the slowest upload, and
 * whether the schedule is still empty and the service still reads a sound file. The schedule is deleted afterwards.
 */
const COUNT = Number(process.env.FUZZ_FILES ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261129);
const ZEROS_BYTES = Number(process.env.FUZZ_ZEROS_BYTES ?? 50 * 1024 * 1024);
/** An upload slower than this counts as a hang. */
const HANG_MS = 120_000;

interface Tally {
  previewed: number;
  refused: number;
  failed: number;
}

async function upload(token: string, path: string, bytes: Uint8Array, fileName: string): Promise<{ status: number; body: { importId?: string; error?: { code: string; message: string } } }> {
  const response = await fetch(`${BASE}/api/v1${path}?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    signal: AbortSignal.timeout(HANG_MS),
  });
  const text = await response.text();
  let body: { importId?: string; error?: { code: string; message: string } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A body that is not JSON is counted as a failure below.
  }
  return { status: response.status, body };
}

async function main(): Promise<void> {
  const folder = findScheduleCorpusDir();
  if (folder === undefined) throw new Error('no schedule corpus beside the repository (../shared/fixtures/schedules/corpus)');
  const originals = listCorpusFiles(folder).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(folder, name))) }));
  const token = await adminSession();
  const project = await benchProject(token);
  const { schedule } = await call<{ schedule: { id: string } }>('POST', `/projects/${project.id}/schedules`, token, { name: `Import fuzz ${Date.now()}` });
  const base = `/masterplan/projects/${project.id}/schedules/${schedule.id}`;
  const tally = new Map<string, Tally>(MUTATION_KINDS.map((kind) => [kind, { previewed: 0, refused: 0, failed: 0 }]));
  const failures: string[] = [];
  let slowest = { ms: 0, file: '' };
  const started = performance.now();
  try {
    for (const file of mutatedFiles(originals, COUNT, SEED, ZEROS_BYTES)) {
      const counts = tally.get(file.kind)!;
      const at = performance.now();
      try {
        const answer = await upload(token, `${base}/imports`, file.bytes, file.name.split('#')[0]!);
        if (answer.status === 201 && typeof answer.body.importId === 'string') counts.previewed++;
        else if (answer.status >= 400 && answer.status < 500 && (answer.body.error?.message.trim() ?? '') !== '') counts.refused++;
        else {
          counts.failed++;
          failures.push(`${file.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      } catch (error) {
        counts.failed++;
        failures.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const ms = performance.now() - at;
      if (ms > slowest.ms) slowest = { ms, file: file.name };
    }
    const plan = await call<{ version: number; activities: unknown[] }>('GET', `${base}/plan`, token);
    const sound = originals.find((original) => original.name.endsWith('.xml')) ?? originals[0]!;
    const after = await upload(token, `${base}/imports`, sound.bytes, sound.name);
    console.log(`${COUNT} damaged files from ${originals.length} corpus files (seed ${SEED}) uploaded through ${BASE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const [kind, c] of tally) console.log(`  ${kind.padEnd(13)} previewed ${c.previewed} · refused with a reason ${c.refused} · failed ${c.failed}`);
    console.log(`  slowest upload: ${Math.round(slowest.ms)} ms (${slowest.file})`);
    console.log(`  the schedule after them: version ${plan.version}, ${plan.activities.length} activities — goal 0 and 0`);
    console.log(`  a sound file afterwards: ${after.status === 201 ? 'previewed' : `answered ${after.status}`}`);
    console.log(`  failures: ${failures.length} — goal 0`);
    for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`);
    if (failures.length > 0 || plan.version !== 0 || after.status !== 201) process.exitCode = 1;
  } finally {
    await call('DELETE', `/projects/${project.id}/schedules/${schedule.id}`, token).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
