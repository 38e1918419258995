import { mapBy } from './map-by';

/** What the outline needs of a row: its id, its parent, and its place among its siblings. */
export interface OutlineItem {
  id: string;
  parentId: string | null;
  order: number;
}

export interface OutlineRow<T extends OutlineItem> {
  item: T;
  depth: number;
  hasChildren: boolean;
  /** 1-based position in the whole outline, shown as the row number. */
  index: number;
}

/** Children of each parent (null = top level), in their order. */
export function childrenByParent<T extends OutlineItem>(items: readonly T[]): Map<string | null, T[]> {
  const children = new Map<string | null, T[]>();
  const ids = new Set<string>();
  for (const item of items) ids.add(item.id);
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    const list = children.get(parent);
    if (list === undefined) children.set(parent, [item]);
    else list.push(item);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return children;
}

/**
 * The rows a grid shows, depth first; rows under a collapsed parent are left out, and with `shown` (a filter's
 * answer, see `matchingBranches`) so is every row it does not hold.
 */
export function outlineRows<T extends OutlineItem>(items: readonly T[], collapsed: ReadonlySet<string> = new Set(), shown?: ReadonlySet<string>): OutlineRow<T>[] {
  const children = childrenByParent(items);
  const rows: OutlineRow<T>[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const item of children.get(parentId) ?? []) {
      if (shown !== undefined && !shown.has(item.id)) continue;
      const hasChildren = (children.get(item.id)?.length ?? 0) > 0;
      rows.push({ item, depth, hasChildren, index: rows.length + 1 });
      if (hasChildren && !collapsed.has(item.id)) visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/**
 * `outlineRows(items)` again, from the rows `previous` made of `previousItems`, when an edit kept the outline (the same
 * rows in the same places, with the same parents and order): only the rows of the items changed are new, so an edit
 * costs a pass of comparisons, not a new outline of every row. `rowOf` is where each id sits in `previous`. Undefined
 * when the outline changed.
 */
export function outlineRowsAfterEdit<T extends OutlineItem>(previous: readonly OutlineRow<T>[], previousItems: readonly T[], items: readonly T[], rowOf: ReadonlyMap<string, number>): OutlineRow<T>[] | undefined {
  if (items.length !== previousItems.length) return undefined;
  let rows: OutlineRow<T>[] | undefined;
  for (let index = 0; index < items.length; index += 1) {
    const before = previousItems[index]!;
    const after = items[index]!;
    if (before === after) continue;
    if (before.id !== after.id || before.parentId !== after.parentId || before.order !== after.order) return undefined;
    const at = rowOf.get(after.id);
    if (at === undefined) continue;
    rows ??= previous.slice();
    rows[at] = { ...rows[at]!, item: after };
  }
  return rows ?? previous.slice();
}

/** The rows a filter keeps: those that match and every summary above them, so the tree still reads. */
export function matchingBranches<T extends OutlineItem>(items: readonly T[], matches: (item: T) => boolean): Set<string> {
  const byId = mapBy(items, (item) => item.id, (item) => item);
  const shown = new Set<string>();
  for (const item of items) {
    if (!matches(item)) continue;
    let current: T | undefined = item;
    while (current !== undefined && !shown.has(current.id)) {
      shown.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return shown;
}

/** Which rows of a list of `total` rows of `rowHeight` px are on screen, with `overscan` rows either side. */
export function visibleWindow(scrollTop: number, viewportHeight: number, rowHeight: number, total: number, overscan = 8): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(total - 1, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, last };
}

/** The scroller's visible part, in px of its content. */
export interface Viewport {
  top: number;
  height: number;
  left: number;
  width: number;
}

/** Rows `first`..`last` (not clamped to the list) and content pixels `fromX`..`toX` drawn for a viewport. */
export interface DrawnWindow {
  first: number;
  last: number;
  fromX: number;
  toX: number;
}

/**
 * What of a chart is drawn for a viewport: rows and pixels in whole blocks, with a block to spare above (left of) it and
 * what is left of the last block below (right of) it, so that most scroll steps stay inside what is drawn and cost the
 * page nothing but the scroll itself (with blocks of 16 rows and wheel steps of 4 rows, three steps in four).
 */
export function drawnWindow(viewport: Viewport, rowHeight: number, blockRows = 16, blockPx = 800): DrawnWindow {
  // Both ends follow the block the viewport's top (left) edge is in, so the window moves once per block crossed.
  const topBlock = Math.floor(viewport.top / rowHeight / blockRows);
  const leftBlock = Math.floor(viewport.left / blockPx);
  return {
    first: Math.max(0, (topBlock - 1) * blockRows),
    last: (topBlock + Math.ceil(viewport.height / rowHeight / blockRows) + 1) * blockRows - 1,
    fromX: Math.max(0, (leftBlock - 1) * blockPx),
    toX: (leftBlock + Math.ceil(viewport.width / blockPx) + 1) * blockPx,
  };
}

export function sameDrawnWindow(a: DrawnWindow, b: DrawnWindow): boolean {
  return a.first === b.first && a.last === b.last && a.fromX === b.fromX && a.toX === b.toX;
}
