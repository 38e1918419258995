import { apiRequest } from './api-client';

/** A named list's page: the items under their key, and where the next page starts (null on the last one). */
type Page<K extends string, T> = { [key in K]: T[] } & { nextCursor: string | null };

/** Every item of a list the server answers in pages (subcontracts, tags): name lookups need them all. */
export async function requestAllPages<K extends string, T>(path: string, key: K): Promise<T[]> {
  const items: T[] = [];
  let after: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: Page<K, T> = await apiRequest<Page<K, T>>(after === null ? path : `${path}${separator}after=${encodeURIComponent(after)}`);
    items.push(...page[key]);
    after = page.nextCursor;
  } while (after !== null);
  return items;
}
