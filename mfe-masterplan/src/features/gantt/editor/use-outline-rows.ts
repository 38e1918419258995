import { useRef } from 'react';
import { mapBy, outlineRows, outlineRowsAfterEdit, type OutlineItem, type OutlineRow } from '@tenon/gantt';

export interface OutlineRowsOf<T extends OutlineItem> {
  rows: OutlineRow<T>[];
  /** Where each row shown sits, by id. */
  rowIndex: ReadonlyMap<string, number>;
}

/**
 * The grid's rows and where each sits. An edit that keeps the outline (a duration, a name, a date) replaces only the
 * rows it changed and keeps the index, so a 10,000-row plan is not laid out again per keystroke.
 */
export function useOutlineRows<T extends OutlineItem>(items: readonly T[], collapsed: ReadonlySet<string>, shown: ReadonlySet<string> | undefined): OutlineRowsOf<T> {
  const kept = useRef<(OutlineRowsOf<T> & { items: readonly T[]; collapsed: ReadonlySet<string>; shown: ReadonlySet<string> | undefined }) | null>(null);
  const last = kept.current;
  if (last !== null && last.items === items && last.collapsed === collapsed && last.shown === shown) return last;
  const patched = last !== null && last.collapsed === collapsed && last.shown === shown ? outlineRowsAfterEdit(last.rows, last.items, items, last.rowIndex) : undefined;
  if (patched !== undefined) {
    kept.current = { items, collapsed, shown, rows: patched, rowIndex: last!.rowIndex };
  } else {
    const rows = outlineRows(items, collapsed, shown);
    kept.current = { items, collapsed, shown, rows, rowIndex: mapBy(rows, (row) => row.item.id, (_row, index) => index) };
  }
  return kept.current;
}
