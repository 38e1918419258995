/** Rows that changed between the saved state and the edited one: whole rows to write, ids to delete. */
export interface RowDiff<T> {
  upsert: T[];
  delete: string[];
}

/** Compares by value (rows are plain data), so an edit undone by hand travels no more than one never made. */
export function rowDiff<T extends { id: string }>(saved: readonly T[], edited: readonly T[]): RowDiff<T> {
  const before = new Map(saved.map((row) => [row.id, JSON.stringify(row)]));
  const after = new Set(edited.map((row) => row.id));
  return {
    upsert: edited.filter((row) => before.get(row.id) !== JSON.stringify(row)),
    delete: saved.filter((row) => !after.has(row.id)).map((row) => row.id),
  };
}

export function isEmptyDiff(diff: RowDiff<unknown>): boolean {
  return diff.upsert.length === 0 && diff.delete.length === 0;
}
