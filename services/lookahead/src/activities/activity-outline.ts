type OutlineRow = { activityId: string; parentId?: string | null; order: number; correlativeId: number };

/** The numbers of each kept plan, for as long as that very list of rows is kept (a write makes a new list). */
const numbered = new WeakMap<ReadonlyArray<OutlineRow>, Map<string, string>>();

/** Outline numbers of a plan the read model keeps: worked out once per list of rows, not once per window read. */
export function keptOutlineNumbers(rows: ReadonlyArray<OutlineRow>): ReadonlyMap<string, string> {
  let numbers = numbered.get(rows);
  if (numbers === undefined) {
    numbers = outlineNumbers(rows);
    numbered.set(rows, numbers);
  }
  return numbers;
}

/** Outline numbers ("2.1.3") of a plan's rows from their parents and their order among siblings. */
export function outlineNumbers(rows: ReadonlyArray<{ activityId: string; parentId?: string | null; order: number; correlativeId: number }>): Map<string, string> {
  const ids = new Set(rows.map((row) => row.activityId));
  const children = new Map<string | null, typeof rows[number][]>();
  for (const row of rows) {
    // A row whose parent is not kept is read as top-level.
    const parent = row.parentId != null && ids.has(row.parentId) ? row.parentId : null;
    const siblings = children.get(parent) ?? [];
    siblings.push(row);
    children.set(parent, siblings);
  }
  const numbers = new Map<string, string>();
  const walk = (parent: string | null, prefix: string): void => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.order - b.order || a.correlativeId - b.correlativeId);
    siblings.forEach((row, index) => {
      if (numbers.has(row.activityId)) return;
      const number = prefix === '' ? `${index + 1}` : `${prefix}.${index + 1}`;
      numbers.set(row.activityId, number);
      walk(row.activityId, number);
    });
  };
  walk(null, '');
  return numbers;
}

/** Compares outline numbers part by part, so 1.10 comes after 1.9. */
export function compareOutline(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
