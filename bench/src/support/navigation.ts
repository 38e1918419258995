import type { Page } from 'playwright-core';

/**
 * Opens `url` in `page` `rounds` times and returns, for each round after the first (which fills the browser's cache:
 * the rounds after it are a planner's usual open), the time from the start of the navigation until every selector of
 * `ready` matches. A round that never gets there leaves `failedShot` as a screenshot and throws.
 */
export async function timeNavigations(page: Page, url: string, ready: readonly string[], failedShot: string, rounds = 4): Promise<number[]> {
  await page.addInitScript((selectors: readonly string[]) => {
    const seen = () => selectors.every((selector) => document.querySelector(selector) !== null);
    const watch = new MutationObserver(() => {
      if (!seen()) return;
      watch.disconnect();
      (window as unknown as { __interactiveAt: number }).__interactiveAt = performance.now();
    });
    document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { subtree: true, childList: true }));
  }, ready);
  const opens: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __interactiveAt?: number }).__interactiveAt !== undefined, undefined, { timeout: 60_000 }).catch(async (error: Error) => {
      await page.screenshot({ path: failedShot });
      throw error;
    });
    if (round > 0) opens.push(await page.evaluate(() => (window as unknown as { __interactiveAt: number }).__interactiveAt));
  }
  if (process.env.BENCH_WATERFALL !== undefined) await printWaterfall(page);
  return opens;
}

/** With BENCH_WATERFALL set: what the last open fetched and when (ms from the navigation), to see what waits on what. */
async function printWaterfall(page: Page): Promise<void> {
  const rows = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return `${Math.round(resource.startTime)}–${Math.round(resource.responseEnd)} ms ${resource.transferSize > 0 ? `${resource.transferSize} B` : 'cached'} ${resource.name.replace(location.origin, '').slice(0, 110)}`;
    }),
  );
  const interactive = await page.evaluate(() => (window as unknown as { __interactiveAt: number }).__interactiveAt);
  console.log(`  waterfall of the last open (interactive at ${Math.round(interactive)} ms):`);
  for (const row of rows) console.log(`    ${row}`);
}
