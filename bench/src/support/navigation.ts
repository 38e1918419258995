import type { Browser, Page } from 'playwright-core';

/**
 * Opens `url` in `page` `rounds` times and returns, for each round after the first (which fills the browser's cache:
 * the rounds after it are a planner's usual open), the time from the start of the navigation until every selector of
 * `ready` matches. Each open starts once the page before it has settled (no request for 500 ms), as the in-app
 * navigations below do. A round that never gets there leaves `failedShot` as a screenshot and throws.
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
    // The next open starts from a settled page, as a user's click does: begun while this page still reads and renders
    // what follows its first paint (names, counts, the live connection), the next document waits for that work and
    // for this page's teardown before it parses, 30-100 ms here that belong to no open.
    await page.waitForLoadState('networkidle');
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

/**
 * A navigation inside the running app, as a click on the side menu makes it: `from` is loaded in full and left to
 * settle, then the route changes to `url` (the history change a link's click makes in the router: no page load, the
 * shell stays up), timed until every selector of `ready` matches. Each round loads `from` again, so every visit is a
 * first one: the page's code and data are not yet in the app.
 */
export async function timeInAppNavigations(page: Page, from: string, url: string, ready: readonly string[], rounds = 5): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    times.push(
      await page.evaluate(
        ({ to, selectors }) =>
          new Promise<number>((done) => {
            const started = performance.now();
            const seen = () => selectors.every((selector) => document.querySelector(selector) !== null);
            const watch = new MutationObserver(() => {
              if (!seen()) return;
              watch.disconnect();
              done(performance.now() - started);
            });
            watch.observe(document.body, { subtree: true, childList: true });
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate', { state: {} }));
          }),
        { to: url, selectors: ready },
      ),
    );
  }
  return times;
}

/** A link slower than the machine's own loopback: its round trip and its speed each way. */
export interface EmulatedLink {
  latencyMs: number;
  megabitsPerSecond: number;
}

/**
 * Opens `url` `rounds` times in a new page of `browser`'s default context as a first visit over `link` (the browser's
 * cache off, so every script, stylesheet and read comes over the link), after signing in with `signIn`; returns each
 * open's time until every selector of `ready` matches, and the bytes an open took over the link on average.
 */
export async function timeColdOpens(
  browser: Browser,
  signIn: (page: Page) => Promise<void>,
  url: string,
  ready: readonly string[],
  link: EmulatedLink,
  rounds = 3,
): Promise<{ opens: number[]; bytes: number }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signIn(page);
    const cdp = await page.context().newCDPSession(page);
    const bytesPerSecond = (link.megabitsPerSecond * 1_000_000) / 8;
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: link.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    // One more round than timed: timeNavigations does not time its first.
    const opens = await timeNavigations(page, url, ready, 'cold-open-failed.png', rounds + 1);
    return { opens, bytes: bytes / (rounds + 1) };
  } finally {
    await page.close();
  }
}
