import type { ActivityReadDocument } from './activity.schema';

/** Rows per stored page: 500 rows of about 400 bytes make a page of some 200 KB, twenty pages for 10,000 activities. */
export const ACTIVITY_PAGE_ROWS = 500;

/** A schedule's rows as pages, with the page each activity is on. */
export interface ActivityPages {
  pages: ActivityReadDocument[][];
  pageOf: Map<string, number>;
}

export function pagesOf(pages: ActivityReadDocument[][]): ActivityPages {
  const pageOf = new Map<string, number>();
  pages.forEach((page, index) => page.forEach((row) => pageOf.set(row.activityId, index)));
  return { pages, pageOf };
}

export function paginate(rows: readonly ActivityReadDocument[], size = ACTIVITY_PAGE_ROWS): ActivityPages {
  const pages: ActivityReadDocument[][] = [];
  for (let at = 0; at < rows.length; at += size) pages.push(rows.slice(at, at + size));
  return pagesOf(pages);
}

/**
 * Applies a save's rows and deletions: a known activity is replaced on its page, a new one goes on the last page
 * with room (a new page when none has), a deleted one leaves its page. Answers the pages to write; the input is
 * not changed, so a failed write leaves the kept copy as it was.
 */
export function applyRowChanges(
  current: ActivityPages,
  upserts: readonly ActivityReadDocument[],
  deletedIds: readonly string[],
  size = ACTIVITY_PAGE_ROWS,
): { next: ActivityPages; changed: number[] } {
  const pages = current.pages.slice();
  const pageOf = new Map(current.pageOf);
  const changed = new Set<number>();
  const editable = (index: number): ActivityReadDocument[] => {
    if (!changed.has(index)) {
      pages[index] = (pages[index] ?? []).slice();
      changed.add(index);
    }
    return pages[index]!;
  };
  for (const id of deletedIds) {
    const index = pageOf.get(id);
    if (index === undefined) continue;
    const page = editable(index);
    page.splice(page.findIndex((row) => row.activityId === id), 1);
    pageOf.delete(id);
  }
  for (const row of upserts) {
    const index = pageOf.get(row.activityId);
    if (index !== undefined) {
      const page = editable(index);
      page[page.findIndex((kept) => kept.activityId === row.activityId)] = row;
      continue;
    }
    let last = pages.length - 1;
    if (last < 0 || pages[last]!.length >= size) {
      pages.push([]);
      last = pages.length - 1;
    }
    editable(last).push(row);
    pageOf.set(row.activityId, last);
  }
  return { next: { pages, pageOf }, changed: [...changed].sort((a, b) => a - b) };
}
