import type { NamedListPage } from '@tenon/contracts';

/** A page of a list kept in name order: the cursor is the last name key, unique within the list (unique index). */
export async function pageByNameKey<T extends { nameKey: string }>(
  find: (filter: { nameKey?: { $gt: string } }, options: { sort: { nameKey: 1 }; limit: number }) => Promise<T[]>,
  page: NamedListPage,
): Promise<{ docs: T[]; nextCursor: string | null }> {
  const after = page.after === undefined ? undefined : Buffer.from(page.after, 'base64url').toString('utf8');
  // One more than asked tells whether a page follows without counting.
  const docs = await find(after === undefined ? {} : { nameKey: { $gt: after } }, { sort: { nameKey: 1 }, limit: page.limit + 1 });
  const shown = docs.slice(0, page.limit);
  return { docs: shown, nextCursor: docs.length > page.limit ? Buffer.from(shown.at(-1)!.nameKey, 'utf8').toString('base64url') : null };
}
