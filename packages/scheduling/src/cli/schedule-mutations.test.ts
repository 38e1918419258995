import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CycleError } from '../engine/cycle-error';
import { schedule } from '../engine';
import { readScheduleBytes, ScheduleFileError } from '../readers';
import { listCorpusFiles } from './corpus-run';
import { findScheduleCorpusDir } from './schedule-fixtures';
import { MUTATION_KINDS, mutatedFiles } from './schedule-mutations';

const folder = findScheduleCorpusDir();
const skip = folder === undefined ? 'no schedule corpus beside the repository (../shared/fixtures/schedules/corpus)' : false;

/** What became of a damaged file: read (with or without warnings), refused with a reason, or something worse. */
function outcomeOf(bytes: Uint8Array, name: string): string {
  try {
    const read = readScheduleBytes(bytes, name);
    try {
      schedule(read.model);
    } catch (error) {
      // A loop the file holds is named to the planner, not a crash.
      if (!(error instanceof CycleError)) return `the engine threw ${String(error)}`;
    }
    return 'read';
  } catch (error) {
    if (error instanceof ScheduleFileError && error.message.length > 10) return 'refused';
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

describe('damaged copies of the corpus (the full 1,000 run in `npm run bench:import-fuzz`)', { skip }, () => {
  it('are each read with warnings or refused with a reason, never a crash or a hang, for every kind of damage', () => {
    // Small files keep the suite fast; the bench takes every file.
    const originals = listCorpusFiles(folder!)
      .map((file) => ({ name: file, bytes: new Uint8Array(readFileSync(join(folder!, file))) }))
      .filter((file) => file.bytes.length < 200_000)
      .slice(0, 30);
    const outcomes = new Map<string, number>();
    const crashes: string[] = [];
    for (const file of mutatedFiles(originals, 48, 20261126, 5 * 1024 * 1024)) {
      const started = Date.now();
      const outcome = outcomeOf(file.bytes, file.name);
      const elapsed = Date.now() - started;
      if (outcome !== 'read' && outcome !== 'refused') crashes.push(`${file.name}: ${outcome}`);
      if (elapsed > 20_000) crashes.push(`${file.name}: took ${elapsed} ms`);
      outcomes.set(`${file.kind}:${outcome}`, (outcomes.get(`${file.kind}:${outcome}`) ?? 0) + 1);
    }
    assert.deepEqual(crashes, []);
    // Each kind was tried; a file of zeros and an entity bomb are refused, not expanded.
    for (const kind of MUTATION_KINDS) assert.ok([...outcomes.keys()].some((key) => key.startsWith(`${kind}:`)), kind);
    assert.equal(outcomes.get('zeros:read') ?? 0, 0);
    assert.equal(outcomes.get('entity-bomb:read') ?? 0, 0, 'an entity bomb is refused');
    // Lenient where MS Project and P6 are: a garbled date or a missing field costs a warning, not the file.
    for (const kind of ['garble-dates', 'remove-field', 'huge-name', 'cycle']) assert.equal(outcomes.get(`${kind}:refused`) ?? 0, 0, `${kind}: ${JSON.stringify([...outcomes])}`);
  });
});
