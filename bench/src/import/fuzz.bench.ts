import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CycleError, schedule } from '@tenon/scheduling';
import { findScheduleCorpusDir, listCorpusFiles, MUTATION_KINDS, mutatedFiles } from '@tenon/scheduling/corpus';
import { readScheduleBytes, ScheduleFileError } from '@tenon/scheduling/readers';
import { runBench } from '../support/stats';

/**
 * Issue 10's bad input: 1,000 damaged copies of the corpus (cut, bytes flipped, fields removed, dates garbled, loops
 * added, huge names, 50 MB of zeros, XML entity bombs) through the readers and the engine the import uses. Prints per
 * kind how many were read (and how many with warnings), refused with a reason, or crashed, and the slowest file.
 */
const COUNT = Number(process.env.FUZZ_FILES ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

function main(): void {
  const folder = findScheduleCorpusDir();
  if (folder === undefined) throw new Error('no schedule corpus beside the repository (../shared/fixtures/schedules/corpus)');
  const originals = listCorpusFiles(folder).map((file) => ({ name: file, bytes: new Uint8Array(readFileSync(join(folder, file))) }));
  const tally = new Map(MUTATION_KINDS.map((kind) => [kind, { read: 0, warned: 0, refused: 0, loops: 0, crashed: 0 }]));
  const crashes: string[] = [];
  let slowest = { ms: 0, file: '' };
  let heapPeak = 0;
  const started = Date.now();
  for (const file of mutatedFiles(originals, COUNT, SEED)) {
    const counts = tally.get(file.kind)!;
    const at = Date.now();
    try {
      const read = readScheduleBytes(file.bytes, file.name);
      counts.read++;
      if (read.warnings.length > 0) counts.warned++;
      try {
        schedule(read.model);
      } catch (error) {
        if (error instanceof CycleError) counts.loops++;
        else throw error;
      }
    } catch (error) {
      if (error instanceof ScheduleFileError) counts.refused++;
      else {
        counts.crashed++;
        crashes.push(`${file.name}: ${error instanceof Error ? error.stack?.split('\n').slice(0, 2).join(' ') : String(error)}`);
      }
    }
    const ms = Date.now() - at;
    if (ms > slowest.ms) slowest = { ms, file: file.name };
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  console.log(`${COUNT} damaged files from ${originals.length} corpus files (seed ${SEED}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const [kind, c] of tally) console.log(`  ${kind.padEnd(13)} read ${c.read} (with warnings ${c.warned}, loops named by the engine ${c.loops}) · refused with a reason ${c.refused} · crashed ${c.crashed}`);
  console.log(`  slowest file: ${slowest.ms} ms (${slowest.file}); heap peak ${(heapPeak / 1024 / 1024).toFixed(0)} MiB`);
  console.log(`  crashes: ${crashes.length} — goal 0`);
  for (const crash of crashes.slice(0, 10)) console.log(`    ${crash}`);
  if (crashes.length > 0) process.exitCode = 1;
}

runBench(main);
