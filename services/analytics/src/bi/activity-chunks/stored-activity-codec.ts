import { biColumns, type BiRow } from '@tenon/contracts';
import type { StoredBiActivity } from './activity-chunk-pages';

/**
 * The fields a chunk keeps of an activity's row: the endpoint's columns less those a page adds (place, baseline dates,
 * change fields) and the id, which is the row's key.
 */
const PAGE_ADDS = new Set(['activityId', 'projectId', 'scheduleId', 'baselineStart', 'baselineFinish', 'updatedAt', 'deleted', 'deletedAt']);
export const STORED_FIELDS: readonly string[] = biColumns.activities.filter((column) => !PAGE_ADDS.has(column));

type Value = BiRow[string];
/** `[key, at, deletedAt or 0, version or -1, ...STORED_FIELDS values]`. */
type Encoded = [string, number, number, number, ...Value[]];

/**
 * A chunk's rows as JSON text, each row an array in STORED_FIELDS order: FerretDB's time to read a chunk grows with its
 * bytes, and named fields made a row 2.5 times longer. A field no event has set is kept as null.
 */
export function encodeChunkRows(rows: readonly StoredBiActivity[]): string {
  return JSON.stringify(rows.map((row): Encoded => [row.key, row.at, row.deletedAt ?? 0, row.version ?? -1, ...STORED_FIELDS.map((field) => row.row[field] ?? null)]));
}

export function decodeChunkRows(text: string): StoredBiActivity[] {
  return (JSON.parse(text) as Encoded[]).map(([key, at, deletedAt, version, ...values]) => {
    const row: BiRow = { activityId: key };
    STORED_FIELDS.forEach((field, index) => {
      row[field] = values[index] ?? null;
    });
    const stored: StoredBiActivity = { key, row, at };
    if (deletedAt !== 0) stored.deletedAt = deletedAt;
    if (version !== -1) stored.version = version;
    return stored;
  });
}
