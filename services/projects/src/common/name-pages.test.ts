import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageByNameKey } from './name-pages';

const names = ['acme', 'bolt', 'crane', 'ñandú'].map((nameKey) => ({ nameKey }));

/** The store as the repository sees it: name keys above the cursor, in order, at most `limit`. */
const find = (filter: { nameKey?: { $gt: string } }, options: { limit: number }) =>
  Promise.resolve(names.filter((doc) => filter.nameKey === undefined || doc.nameKey > filter.nameKey.$gt).slice(0, options.limit));

test('a list is read page by page in name order, each name once, and the last page has no cursor', async () => {
  const seen: string[] = [];
  let after: string | undefined;
  let pages = 0;
  do {
    const page = await pageByNameKey(find, { limit: 3, ...(after === undefined ? {} : { after }) });
    seen.push(...page.docs.map((doc) => doc.nameKey));
    after = page.nextCursor ?? undefined;
    pages += 1;
    if (page.nextCursor !== null) assert.match(page.nextCursor, /^[A-Za-z0-9_-]+$/, 'the cursor travels in a query string as it is');
  } while (after !== undefined);
  assert.deepEqual(seen, ['acme', 'bolt', 'crane', 'ñandú']);
  assert.equal(pages, 2);
});

test('a page exactly as long as what is left says there is nothing after it', async () => {
  const page = await pageByNameKey(find, { limit: 4 });
  assert.equal(page.docs.length, 4);
  assert.equal(page.nextCursor, null);
});
