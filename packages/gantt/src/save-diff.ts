/** Rows that changed between the saved state and the edited one: whole rows to write, ids to delete. */
export interface RowDiff<T> {
  upsert: T[];
  delete: string[];
}

// The saved rows stay the same between saves while every edit asks for a diff: their index is made once.
const indexes = new WeakMap<readonly { id: string }[], Map<string, unknown>>();
function savedIndex<T extends { id: string }>(saved: readonly T[]): Map<string, T> {
  let index = indexes.get(saved) as Map<string, T> | undefined;
  if (index === undefined) {
    index = new Map(saved.map((row) => [row.id, row]));
    indexes.set(saved, index);
  }
  return index;
}

/**
 * Compares by value (rows are plain data), so an edit undone by hand travels no more than one never made. A row that
 * is the very object it was is unchanged without a look inside: edits copy only the rows they touch.
 */
export function rowDiff<T extends { id: string }>(saved: readonly T[], edited: readonly T[]): RowDiff<T> {
  if (saved === edited) return { upsert: [], delete: [] };
  const before = savedIndex(saved);
  const upsert: T[] = [];
  let kept = 0;
  for (const row of edited) {
    const old = before.get(row.id);
    if (old !== undefined) kept++;
    if (old !== row && (old === undefined || JSON.stringify(old) !== JSON.stringify(row))) upsert.push(row);
  }
  // Every saved row still there: no set of ids to build for the deletions.
  if (kept === saved.length) return { upsert, delete: [] };
  const after = new Set(edited.map((row) => row.id));
  return { upsert, delete: saved.filter((row) => !after.has(row.id)).map((row) => row.id) };
}

/** The rows `diff` makes of `rows`: its deletions gone, its rows in place of those with their ids, new ones at the end. */
export function applyRowDiff<T extends { id: string }>(rows: readonly T[], diff: RowDiff<T>): T[] {
  const deleted = new Set(diff.delete);
  const upserted = new Map(diff.upsert.map((row) => [row.id, row]));
  const result = rows.filter((row) => !deleted.has(row.id)).map((row) => upserted.get(row.id) ?? row);
  const present = new Set(result.map((row) => row.id));
  for (const row of diff.upsert) if (!present.has(row.id)) result.push(row);
  return result;
}

export function isEmptyDiff(diff: RowDiff<unknown>): boolean {
  return diff.upsert.length === 0 && diff.delete.length === 0;
}

export interface Rebased<T> {
  rows: T[];
  /** Ids of rows changed on both sides: mine are kept, theirs are overwritten. */
  overlaps: string[];
}

/**
 * My changes since `mine.base` carried over to `theirs` (a newer saved version): rows I changed or added are mine,
 * rows I deleted are gone, everything else is theirs. A row they deleted and I changed comes back as mine.
 */
export function rebaseRows<T extends { id: string }>(base: readonly T[], mine: readonly T[], theirs: readonly T[]): Rebased<T> {
  const diff = rowDiff(base, mine);
  const baseById = new Map(base.map((row) => [row.id, JSON.stringify(row)]));
  const theirsById = new Map(theirs.map((row) => [row.id, row]));
  const overlaps = [...diff.upsert.map((row) => row.id), ...diff.delete].filter((id) => {
    const their = theirsById.get(id);
    return baseById.has(id) && (their === undefined || JSON.stringify(their) !== baseById.get(id));
  });
  return { rows: applyRowDiff(theirs, diff), overlaps };
}
