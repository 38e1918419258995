import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listCorpusFiles } from '../cli/corpus-run';
import { findScheduleCorpusDir } from '../cli/schedule-fixtures';
import { readScheduleBytes } from '../readers';
import type { ExportFormat } from './export-ids';
import { roundTrip, type RoundTripResult } from './round-trip';

/**
 * Activities of the corpus (2,400 compared) whose computed early dates are the same after export and import, per
 * format: MSPDI 2,400; XER and P6 XML 2,251. Floors sit just under; docs/scheduling-corpus.md ("Round trip")
 * explains the MS Project rules P6 has no place for.
 */
const MATCHED_FLOOR: Record<ExportFormat, number> = { mspdi: 2395, xer: 2245, p6xml: 2245 };

const folder = findScheduleCorpusDir();
const skip = folder === undefined ? 'no schedule corpus beside the repository (../shared/fixtures/schedules/corpus)' : false;

describe('the corpus written in each format and read back', { skip }, () => {
  const models = folder === undefined ? [] : listCorpusFiles(folder).map((file) => ({ file, model: readScheduleBytes(readFileSync(join(folder, file)), file).model }));

  for (const format of ['mspdi', 'xer', 'p6xml'] as const) {
    it(`${format}: same activities and links in every file, early dates of at least ${MATCHED_FLOOR[format]} activities`, () => {
      const results: (RoundTripResult & { file: string })[] = models.map(({ file, model }) => ({ file, ...roundTrip(model, format) }));
      const counts = results.filter((r) => r.activities[0] !== r.activities[1] || r.links[0] !== r.links[1]).map((r) => `${r.file}: activities ${r.activities.join(' -> ')}, links ${r.links.join(' -> ')}`);
      assert.deepEqual(counts, []);
      const compared = results.reduce((sum, r) => sum + r.compared, 0);
      const matched = results.reduce((sum, r) => sum + r.matched, 0);
      assert.ok(models.length >= 134, `only ${models.length} files`);
      assert.ok(matched >= MATCHED_FLOOR[format], `${format}: matched ${matched} of ${compared}`);
      // The corpus's baselines (15 activities' in MSPDI, the 14 of them on tasks in P6) all come back.
      const baselines = results.flatMap((r) => r.baselines.mismatched.map((id) => `${r.file}: ${id}`));
      assert.deepEqual(baselines, []);
      assert.ok(results.reduce((sum, r) => sum + r.baselines.compared, 0) >= 14);
    });
  }
});
